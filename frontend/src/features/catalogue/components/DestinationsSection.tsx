import { useCatalogueTranslation } from '../i18n';
import styled from 'styled-components';
import { Container } from '../../../components/ui/Container';
import { TextLink } from '../../../components/ui/TextLink';
import { TripGrid } from './TripGrid';
import { TripsView } from './TripsView';
import { SectionEndLink } from '../../../components/ui/SectionEndLink';

const StyledSection = styled.section`
  padding-block: ${({ theme }) => theme.space.xxxl};
`;

const StyledHeader = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    color: ${({ theme }) => theme.colors.brandDeep};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The home page's grid of every trip, each card leading to the trip page. */
export function DestinationsSection() {
  const { t } = useCatalogueTranslation();

  return (
    <StyledSection aria-labelledby="destinations-title">
      <Container>
        <StyledHeader>
          <h2 id="destinations-title">{t('catalogue.destinations.title')}</h2>
          <p>{t('catalogue.destinations.intro')}</p>
        </StyledHeader>
        <TripsView>
          {(trips) => (
            <>
              <TripGrid trips={trips} headingLevel={3} />
              <SectionEndLink>
                <TextLink to="/travel">{t('catalogue.destinations.allTrips')}</TextLink>
              </SectionEndLink>
            </>
          )}
        </TripsView>
      </Container>
    </StyledSection>
  );
}

import { useCatalogueListTranslation } from '../list-i18n';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TripCategory, TripSummaryDto } from '../../../api';
import { Container } from '../../../components/ui/Container';
import { TripGrid } from './TripGrid';
import { TripsView } from './TripsView';
import { CATEGORY_PARAM } from '../category-param';

/** Every category the catalogue knows, in the order the filter offers them. */
export const TRIP_CATEGORIES: readonly TripCategory[] = ['culturale', 'naturalistico', 'avventura', 'safari'];

const StyledPage = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxxl}`};
`;

const StyledIntro = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h1 {
    color: ${({ theme }) => theme.colors.brandDeep};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledFilterGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFilterButton = styled.button`
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition:
    background-color ${({ theme }) => theme.transitions.base},
    color ${({ theme }) => theme.transitions.base};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function isCategory(value: string | null): value is TripCategory {
  return TRIP_CATEGORIES.some((category) => category === value);
}

interface FilteredTripsProps {
  trips: TripSummaryDto[];
}

function FilteredTrips({ trips }: FilteredTripsProps) {
  const { t } = useCatalogueListTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CATEGORY_PARAM);
  // Categories without trips are not offered: a filter that shows nothing only disappoints.
  const available = TRIP_CATEGORIES.filter((category) => trips.some((trip) => trip.category === category));
  const selected = isCategory(requested) && available.includes(requested) ? requested : null;
  const shown = selected ? trips.filter((trip) => trip.category === selected) : trips;

  const choose = (category: TripCategory | null) => {
    const next = new URLSearchParams(searchParams);
    if (category) next.set(CATEGORY_PARAM, category);
    else next.delete(CATEGORY_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <StyledFilterBar>
        {available.length > 1 && (
          <StyledFilterGroup role="group" aria-label={t('catalogueList.filterLabel')}>
            <StyledFilterButton type="button" aria-pressed={selected === null} onClick={() => choose(null)}>
              {t('catalogueList.all')}
            </StyledFilterButton>
            {available.map((category) => (
              <StyledFilterButton
                key={category}
                type="button"
                aria-pressed={selected === category}
                onClick={() => choose(category)}
              >
                {t(`catalogueList.categories.${category}`)}
              </StyledFilterButton>
            ))}
          </StyledFilterGroup>
        )}
        <StyledCount role="status">{t('catalogueList.resultCount', { count: shown.length })}</StyledCount>
      </StyledFilterBar>
      <TripGrid trips={shown} headingLevel={2} />
    </>
  );
}

/** 'I nostri viaggi': the whole catalogue, which the visitor can narrow by kind of trip. */
export function TravelList() {
  const { t } = useCatalogueListTranslation();

  return (
    <StyledPage>
      <Container>
        <StyledIntro>
          <h1>{t('catalogueList.title')}</h1>
          <p>{t('catalogueList.intro')}</p>
        </StyledIntro>
        <TripsView>{(trips) => <FilteredTrips trips={trips} />}</TripsView>
      </Container>
    </StyledPage>
  );
}

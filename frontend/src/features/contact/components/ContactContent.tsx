import { useState } from 'react';
import { useContactTranslation } from '../i18n';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTrips } from '../../../api/queries/catalogue';
import { Container } from '../../../components/ui/Container';
import { Seo } from '../../../components/seo/Seo';
import { referralTag, withoutReferralPrefix } from '../../../components/ui/referral';
import { buildTripMessage, hasTripDetails, readMessageParam, readTripRequest, withTripTitle } from '../trip-request';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { TripDetailsBox } from './TripDetailsBox';

const StyledHeader = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledIntro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  padding-block: ${({ theme }) => `${theme.space.xl} ${theme.space.xxxl}`};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const StyledFormColumn = styled.div`
  min-width: 0;
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

/** The contact page; under /ads-special it is the advertising variant and the request is tagged 'ads'. */
export function ContactContent() {
  const { t } = useContactTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const trip = readTripRequest(searchParams);
  // The server render always carries the catalogue, so the title is there from the first paint.
  const { data: catalogue } = useTrips();
  const shownTrip = withTripTitle(trip, catalogue);
  const isAdvertisingVariant = withoutReferralPrefix(pathname) !== pathname;
  const referralSource = referralTag(isAdvertisingVariant);
  // Built once: the visitor's own edits must not be overwritten by a later render.
  const [initialMessage] = useState(
    () => readMessageParam(searchParams) ?? (hasTripDetails(trip) ? buildTripMessage(shownTrip, t) : ''),
  );

  return (
    <>
      <Seo title={t('contact.pageTitle')} description={t('contact.seoDescription')} canonicalPath="/contact" />
      <StyledHeader>
        <Container>
          <h1>{t('contact.pageTitle')}</h1>
          <StyledIntro>{t('contact.intro')}</StyledIntro>
        </Container>
      </StyledHeader>
      <Container>
        <StyledLayout>
          <StyledFormColumn>
            {hasTripDetails(trip) && <TripDetailsBox trip={shownTrip} />}
            <ContactForm initialMessage={initialMessage} trip={trip} referralSource={referralSource} />
          </StyledFormColumn>
          <ContactInfo />
        </StyledLayout>
      </Container>
    </>
  );
}

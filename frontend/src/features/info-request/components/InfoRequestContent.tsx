import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTrips } from '../../../api/queries/catalogue';
import { useBookingFlow } from '../../../components/booking-flow/booking-flow';
import { DESTINATION_PARAM } from '../../../components/booking-flow/info-request-address';
import { Seo } from '../../../components/seo/Seo';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { TextLink } from '../../../components/ui/TextLink';
import { useInfoRequestTranslation } from '../i18n';

const StyledPage = styled.section`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxxl}`};
`;

const StyledTripTitle = styled.h2`
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledMore = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
  }
`;

const StyledQuiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface KnownTrip {
  slug: string;
  title: string;
}

/** Opens the dates dialog once on arrival, as the link that led here promised. */
function useDatesOnArrival(trip: KnownTrip) {
  const flow = useBookingFlow();
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    // The ref survives React's development double-run of effects, so the dialog opens once.
    if (openedFor.current === trip.slug) return;
    openedFor.current = trip.slug;
    flow.openDates({ slug: trip.slug, title: trip.title });
  }, [trip, flow]);

  return () => flow.openDates({ slug: trip.slug, title: trip.title });
}

function TripRequest({ trip }: { trip: KnownTrip }) {
  const { t } = useInfoRequestTranslation();
  const openDates = useDatesOnArrival(trip);
  const contactTo = { pathname: '/contact', search: `?${new URLSearchParams({ destination: trip.slug })}` };

  return (
    <>
      <StyledTripTitle>{trip.title}</StyledTripTitle>
      <StyledText>{t('infoRequest.datesText')}</StyledText>
      <Button onClick={openDates} aria-haspopup="dialog">
        {t('infoRequest.openDates')}
      </Button>
      <StyledMore>
        <p>{t('infoRequest.writeInstead')}</p>
        <TextLink to={contactTo}>{t('infoRequest.writeUs')}</TextLink>
        <TextLink to={`/travel/${trip.slug}`}>{t('infoRequest.tripPage')}</TextLink>
      </StyledMore>
    </>
  );
}

/**
 * /richiesta-informazioni?destination={slug}: where a dates button leads before the app has
 * taken a page over. It names the trip and opens its dates dialog; an address without a trip
 * the catalogue knows says so and offers the list of trips.
 */
export function InfoRequestContent() {
  const { t } = useInfoRequestTranslation();
  const [searchParams] = useSearchParams();
  const slug = searchParams.get(DESTINATION_PARAM)?.trim();
  const { data: trips, isPending, isError, refetch, isFetching } = useTrips();
  const trip = slug ? trips?.find((candidate) => candidate.slug === slug) : undefined;

  let body;
  if (trip) body = <TripRequest trip={trip} />;
  else if (slug && !trips && isPending) body = <StyledQuiet role="status">{t('common.loading')}</StyledQuiet>;
  else if (slug && !trips && isError) {
    body = (
      <div role="alert">
        <StyledTripTitle>{t('infoRequest.loadErrorTitle')}</StyledTripTitle>
        <StyledText>{t('infoRequest.loadErrorText')}</StyledText>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t('common.loading') : t('infoRequest.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <StyledTripTitle>{t('infoRequest.unknownTitle')}</StyledTripTitle>
        <StyledText>{t('infoRequest.unknownText')}</StyledText>
        <ButtonLink to="/travel">{t('infoRequest.allTrips')}</ButtonLink>
      </>
    );
  }

  return (
    <StyledPage aria-labelledby="info-request-title">
      <Seo title={t('infoRequest.pageTitle')} noindex />
      <Container width="reading">
        <h1 id="info-request-title">{t('infoRequest.pageTitle')}</h1>
        {body}
      </Container>
    </StyledPage>
  );
}

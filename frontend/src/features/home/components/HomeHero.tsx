import { useHomeTranslation } from '../i18n';
import styled, { keyframes } from 'styled-components';
import type { TripSummaryDto } from '../../../api';
import { useTrips } from '../../../api/queries/catalogue';
import { OpenDatesLink } from '../../../components/booking-flow/OpenDatesLink';
import { ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { formatEuro } from '../../../components/ui/format';
import { recordCampaign } from '../../../components/ui/referral';
import { site } from '../../../config/site';

/** The trip the agency promotes on the home page. */
export const FEATURED_TRIP_SLUG = 'islanda-classic';
/** Remembered when the visitor follows the promotion, so that the booking can be attributed to it. */
export const FEATURED_CAMPAIGN = 'home-promo-islanda';
export const HOME_HERO_IMAGE = '/images/trips/home-hero.svg';

const StyledHero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-height: min(100svh, 52rem);
  /* The transparent top bar lies over the hero, so its text starts below the bar. */
  padding-top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.xl});
  padding-bottom: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${({ theme }) => theme.media.md} {
    align-items: center;
    padding-bottom: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledBackdrop = styled.img`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 60% 70%;
`;

/* Darkens the picture where the text sits, so white text keeps a strong contrast. */
const StyledScrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(
    180deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 70%, transparent) 0%,
    color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 25%, transparent) 45%,
    color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 80%, transparent) 100%
  );

  ${({ theme }) => theme.media.md} {
    background: linear-gradient(
      90deg,
      color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 85%, transparent) 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 55%, transparent) 50%,
      transparent 80%
    );
  }
`;

const StyledContent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 38rem;
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  margin: 0;
  text-shadow: 0 1px 12px ${({ theme }) => theme.colors.brandDeep};
`;

const StyledPromo = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 92%, transparent);

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledPromoEyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledTripTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h2};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const StyledPrice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.xs};
`;

const StyledAmount = styled.strong`
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};

  > a {
    flex: 1 1 14rem;
  }
`;

const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

const StyledSkeletonLine = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 30%, transparent);
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

interface FeaturedTripProps {
  trip: TripSummaryDto;
}

function FeaturedTrip({ trip }: FeaturedTripProps) {
  const { t, i18n } = useHomeTranslation();
  const tripPath = `/travel/${trip.slug}`;

  return (
    <StyledPromo>
      <StyledPromoEyebrow>{t('home.featuredEyebrow')}</StyledPromoEyebrow>
      <StyledTripTitle>{trip.title}</StyledTripTitle>
      <StyledFacts>
        <span>{t('common.duration', { days: trip.durationDays, nights: trip.durationNights })}</span>
        <StyledPrice>
          <StyledAmount>{t('home.priceFrom', { price: formatEuro(trip.priceCents, i18n.language) })}</StyledAmount>
          <span>{t('common.perPerson')}</span>
        </StyledPrice>
      </StyledFacts>
      <StyledActions>
        <ButtonLink to={tripPath} onClick={() => recordCampaign(FEATURED_CAMPAIGN)}>
          {t('home.featuredCta')}
        </ButtonLink>
        <OpenDatesLink trip={trip} variant="secondary">
          {t('home.featuredDatesCta')}
        </OpenDatesLink>
      </StyledActions>
    </StyledPromo>
  );
}

function FeaturedTripSkeleton() {
  const { t } = useHomeTranslation();

  return (
    <StyledPromo role="status" aria-label={t('common.loading')}>
      <StyledSkeletonLine $width="45%" $height="1.25rem" />
      <StyledSkeletonLine $width="70%" $height="2.5rem" />
      <StyledSkeletonLine $width="85%" $height="1.75rem" />
      <StyledSkeletonLine $width="100%" $height="3rem" />
    </StyledPromo>
  );
}

/** The opening of the home page: who we are, over the picture, and the trip we promote. */
export function HomeHero() {
  const { t } = useHomeTranslation();
  const { data: trips, isPending } = useTrips();
  const featured = trips?.find((trip) => trip.slug === FEATURED_TRIP_SLUG);

  return (
    <StyledHero aria-labelledby="home-title">
      <StyledBackdrop src={HOME_HERO_IMAGE} alt="" width={1600} height={900} fetchPriority="high" loading="eager" />
      <StyledScrim />
      <Container>
        <StyledContent>
          <div>
            <StyledEyebrow>{t('home.eyebrow', { city: site.city })}</StyledEyebrow>
            <StyledTitle id="home-title">{t('home.title')}</StyledTitle>
          </div>
          {/* Without the trip (error, or no longer on sale) the hero simply has no promotion;
              the catalogue below shows the error and its retry. */}
          {featured ? <FeaturedTrip trip={featured} /> : isPending && <FeaturedTripSkeleton />}
        </StyledContent>
      </Container>
    </StyledHero>
  );
}

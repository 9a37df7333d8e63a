import { useState } from 'react';
import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { TripDetailDto } from '../../../api';
import { OpenDatesLink } from '../../../components/booking-flow/OpenDatesLink';
import { AppLink } from '../../../components/ui/AppLink';
import { Container } from '../../../components/ui/Container';
import { formatEuro } from '../../../components/ui/format';
import { useImageEvents } from '../../../components/ui/use-image-events';
import { heroTones, type HeroTone } from '../hero-themes';
import { TripNextDeparture } from './TripNextDeparture';

const PLACEHOLDER_IMAGE = '/images/placeholder-trip.svg';

const StyledHero = styled.section<{ $tone: HeroTone }>`
  position: relative;
  overflow: hidden;
  background: linear-gradient(160deg, ${({ $tone }) => `${$tone.base} 0%, ${$tone.base} 45%, ${$tone.deep} 100%`});
  color: ${({ theme }) => theme.colors.textOnDark};
`;

/**
 * On a phone the picture sits above the text; from the large breakpoint it fills the right
 * half. It fades into the hero's own gradient (a mask, so no seam shows) under a light wash of
 * the trip's tint (a mask only reads the alpha of its colours). The text never sits on the
 * picture, so its contrast does not depend on it.
 */
const StyledMedia = styled.div<{ $tone: HeroTone }>`
  position: relative;
  /* Short on a phone, so that the price and the dates button still show without scrolling. */
  aspect-ratio: 5 / 2;
  width: 100%;
  mask-image: linear-gradient(180deg, ${({ $tone }) => $tone.base} 60%, transparent 100%);

  ${({ theme }) => theme.media.md} {
    aspect-ratio: 16 / 7;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: color-mix(in srgb, ${({ $tone }) => $tone.base} 18%, transparent);
  }

  ${({ theme }) => theme.media.lg} {
    position: absolute;
    inset-block: 0;
    right: 0;
    width: 50%;
    aspect-ratio: auto;
    mask-image: linear-gradient(90deg, transparent 0%, ${({ $tone }) => $tone.base} 35%);
  }
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledContent = styled.div`
  position: relative;
  padding-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.lg} {
    max-width: 50%;
    min-height: 34rem;
    padding-block: ${({ theme }) => theme.space.xxxl};
    padding-right: ${({ theme }) => theme.space.xl};
  }
`;

const StyledBackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.minTarget};
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledSubtitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

const StyledMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  li::before {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StyledPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.xs}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledAmount = styled.strong`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledSupplement = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The light amber stands out on every hero tint, where the terracotta would sink into the red one. */
const StyledDatesButton = styled(OpenDatesLink)`
  background: ${({ theme }) => theme.colors.accentOnDark};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface TripHeroProps {
  trip: TripDetailDto;
}

export function TripHero({ trip }: TripHeroProps) {
  const { t, i18n } = useTripTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const imageEvents = useImageEvents({ onError: () => setImageFailed(true) });
  const tone = heroTones[trip.heroTheme] ?? heroTones.blue;

  return (
    <StyledHero aria-labelledby="trip-title" $tone={tone} data-hero-theme={trip.heroTheme}>
      <StyledMedia $tone={tone}>
        <StyledImage
          src={imageFailed ? PLACEHOLDER_IMAGE : trip.imageUrl}
          alt={trip.imageAlt}
          width={1600}
          height={900}
          loading="eager"
          fetchPriority="high"
          {...imageEvents}
        />
      </StyledMedia>
      <Container>
        <StyledContent>
          <StyledBackLink to="/travel">
            <span aria-hidden="true">←</span>
            {t('trip.allTrips')}
          </StyledBackLink>
          <StyledEyebrow>{trip.country}</StyledEyebrow>
          <StyledTitle id="trip-title">{trip.title}</StyledTitle>
          <StyledSubtitle>{trip.subtitle}</StyledSubtitle>
          <StyledMeta>
            <li>{t('common.duration', { days: trip.durationDays, nights: trip.durationNights })}</li>
            <li>{t('trip.groupSize', { count: trip.maxGroupSize })}</li>
          </StyledMeta>
          <StyledPrice>
            <span>{t('trip.priceFrom')}</span> <StyledAmount>{formatEuro(trip.priceCents, i18n.language)}</StyledAmount>{' '}
            <span>{t('common.perPerson')}</span>
          </StyledPrice>
          {trip.singleSupplementCents !== null && (
            <StyledSupplement>
              {t('trip.singleSupplement', { price: formatEuro(trip.singleSupplementCents, i18n.language) })}
            </StyledSupplement>
          )}
          <StyledActions>
            <StyledDatesButton trip={trip}>{t('trip.discoverDates')}</StyledDatesButton>
          </StyledActions>
          <TripNextDeparture slug={trip.slug} />
        </StyledContent>
      </Container>
    </StyledHero>
  );
}

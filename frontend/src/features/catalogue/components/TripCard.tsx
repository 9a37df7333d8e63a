import { useCatalogueTranslation } from '../i18n';
import styled from 'styled-components';
import type { TripSummaryDto } from '../../../api';
import { AppLink } from '../../../components/ui/AppLink';
import { formatEuro } from '../../../components/ui/format';
import { TripImage } from './TripImage';

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    box-shadow ${({ theme }) => theme.transitions.base},
    border-color ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.menu};
  }
`;

const StyledImageFrame = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCountry = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

const StyledDuration = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.sm};
`;

const StyledAmount = styled.strong`
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPerPerson = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCta = styled(AppLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.05em;
  text-align: center;
  text-decoration: none;
  text-transform: uppercase;
  transition: background-color ${({ theme }) => theme.transitions.base};

  /* One link per card, stretched over all of it: the whole card is the target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  /* The link covers the card, so the focus ring goes round the whole card. */
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusHalo};
  }

  ${StyledCard}:hover & {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

export interface TripCardProps {
  trip: TripSummaryDto;
  /** 3 under a section heading (home), 2 directly under the page title (trip list). */
  headingLevel?: 2 | 3;
}

/** A trip in the catalogue: picture, name, length and base price, leading to its page. */
export function TripCard({ trip, headingLevel = 3 }: TripCardProps) {
  const { t, i18n } = useCatalogueTranslation();

  return (
    <StyledCard>
      <StyledImageFrame>
        <TripImage src={trip.imageUrl} alt={trip.imageAlt} />
      </StyledImageFrame>
      <StyledBody>
        <StyledCountry>{trip.country}</StyledCountry>
        <StyledTitle as={headingLevel === 2 ? 'h2' : 'h3'}>{trip.title}</StyledTitle>
        <StyledDuration>
          {t('common.duration', { days: trip.durationDays, nights: trip.durationNights })}
        </StyledDuration>
        <StyledPrice>
          <StyledAmount>
            {t('catalogue.card.priceFrom', { price: formatEuro(trip.priceCents, i18n.language) })}
          </StyledAmount>
          <StyledPerPerson>{t('common.perPerson')}</StyledPerPerson>
        </StyledPrice>
        {/* The name starts with the visible words, so voice control users can say what they see. */}
        <StyledCta to={`/travel/${trip.slug}`} aria-label={t('catalogue.card.ctaLabel', { title: trip.title })}>
          {t('catalogue.card.cta')}
        </StyledCta>
      </StyledBody>
    </StyledCard>
  );
}

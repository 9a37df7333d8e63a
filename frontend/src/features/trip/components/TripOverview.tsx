import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { DepositPolicyDto, TripDetailDto } from '../../../api';
import { formatEuro } from '../../../components/ui/format';
import { TripSection } from './TripSection';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const StyledStory = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledSubheading = styled.h3`
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const StyledHighlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space.xl};
  }

  li::before {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.xs};
    top: 0.55em;
    width: 0.6rem;
    height: 0.6rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledFactsCard = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledFactsHeading = styled.h3`
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  div:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.brandDeep};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }

  dd p {
    margin: 0;
  }

  dd p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

function useDepositText(policy: DepositPolicyDto): string {
  const { t, i18n } = useTripTranslation();
  return policy.kind === 'percent'
    ? t('trip.depositPercent', { percent: policy.value })
    : t('trip.depositFixed', { amount: formatEuro(policy.value, i18n.language) });
}

export interface TripOverviewProps {
  trip: TripDetailDto;
}

export function TripOverview({ trip }: TripOverviewProps) {
  const { t } = useTripTranslation();
  const depositText = useDepositText(trip.depositPolicy);

  return (
    <TripSection id="in-breve" title={t('trip.overviewTitle')}>
      <StyledGrid>
        <StyledStory>
          {trip.description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {trip.highlights.length > 0 && (
            <>
              <StyledSubheading>{t('trip.highlightsTitle')}</StyledSubheading>
              <StyledHighlights>
                {trip.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </StyledHighlights>
            </>
          )}
        </StyledStory>
        <StyledFactsCard>
          <StyledFactsHeading>{t('trip.factsTitle')}</StyledFactsHeading>
          <StyledFacts>
            {trip.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {trip.flights && (
              <div>
                <dt>{t('trip.flightsLabel')}</dt>
                <dd>{trip.flights}</dd>
              </div>
            )}
            <div>
              <dt>{t('trip.paymentLabel')}</dt>
              <dd>
                <p>{depositText}</p>
                <p>{t('trip.lateBooking')}</p>
              </dd>
            </div>
          </StyledFacts>
        </StyledFactsCard>
      </StyledGrid>
    </TripSection>
  );
}

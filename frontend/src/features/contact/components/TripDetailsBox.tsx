import { useContactTranslation } from '../i18n';
import styled from 'styled-components';
import { travelDatesInWords, type TripRequest } from '../trip-request';
import type { Language } from '../../../i18n/i18n';

const StyledBox = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }
`;

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};

  div {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.xs};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** In words, with the dates as written in the message alongside so the two can be matched. */
function datesText(date: string, language: Language): string {
  const inWords = travelDatesInWords(date, language);
  return inWords === date ? date : `${inWords} (${date})`;
}

export interface TripDetailsBoxProps {
  trip: TripRequest;
}

/** What the visitor chose on a trip page, so they can check it before writing. */
export function TripDetailsBox({ trip }: TripDetailsBoxProps) {
  const { t, i18n } = useContactTranslation();

  return (
    <StyledBox aria-labelledby="trip-details-title">
      <h2 id="trip-details-title">{t('contact.tripDetails.title')}</h2>
      <StyledList>
        {trip.destination && (
          <div>
            <dt>{t('contact.tripDetails.destination')}</dt>
            <dd>{trip.destination}</dd>
          </div>
        )}
        {trip.date && (
          <div>
            <dt>{t('contact.tripDetails.date')}</dt>
            <dd>{datesText(trip.date, i18n.language)}</dd>
          </div>
        )}
        {trip.airport && (
          <div>
            <dt>{t('contact.tripDetails.airport')}</dt>
            <dd>{trip.airport}</dd>
          </div>
        )}
      </StyledList>
      <StyledNote>{t('contact.tripDetails.note')}</StyledNote>
    </StyledBox>
  );
}

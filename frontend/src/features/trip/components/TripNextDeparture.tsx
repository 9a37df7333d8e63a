import styled from 'styled-components';
import type { DepartureDto } from '../../../api';
import { useDepartures } from '../../../api/queries/departures';
import { formatLongDate } from '../../../components/ui/format';
import { useTripTranslation } from '../i18n';

/**
 * Room for the two lines before the departures arrive, so that nothing below moves when they
 * do: three lines on a phone, where the date in words wraps.
 */
const StyledNextDeparture = styled.div`
  min-height: calc(3 * ${({ theme }) => theme.lineHeights.body}em + ${({ theme }) => theme.space.md});
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    min-height: calc(2 * ${({ theme }) => theme.lineHeights.body}em + ${({ theme }) => theme.space.md});
  }

  p {
    margin: 0;
  }
`;

const StyledSeatsLeft = styled.p`
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledQuiet = styled.p`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

/** The first departure a visitor can still book; the list comes sorted and from today. */
export function nextBookableDeparture(departures: readonly DepartureDto[]): DepartureDto | undefined {
  return departures.find((departure) => departure.spotsAvailable > 0);
}

export interface TripNextDepartureProps {
  slug: string;
}

/**
 * 'Prossima partenza: sabato 10 maggio 2027' and, when few seats are left, how many: read in
 * the browser once the page is taken over, never from the server's page. With no departure
 * there is no line; the departures being late or failing is only a quiet note.
 */
export function TripNextDeparture({ slug }: TripNextDepartureProps) {
  const { t, i18n } = useTripTranslation();
  const { data: departures, isError } = useDepartures(slug);
  const next = departures && nextBookableDeparture(departures);

  return (
    <StyledNextDeparture>
      {next ? (
        <>
          <p>
            {t('trip.nextDeparture')} <strong>{formatLongDate(next.startDate, i18n.language)}</strong>
          </p>
          {next.availability === 'few' && (
            <StyledSeatsLeft>{t('trip.seatsLeft', { count: next.spotsAvailable })}</StyledSeatsLeft>
          )}
        </>
      ) : (
        isError && <StyledQuiet>{t('trip.nextDepartureUnavailable')}</StyledQuiet>
      )}
    </StyledNextDeparture>
  );
}

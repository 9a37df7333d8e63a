import styled from 'styled-components';
import type { BookingLinkDto } from '../../../api';
import { useOnlineBookingTranslation } from '../i18n';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { lastValidDay } from '../../../components/ui/last-valid-day';
import { formatMoney } from '../format';

const StyledHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};

    dd {
      margin: 0;
    }
  }
`;

export interface TripHeaderProps {
  link: BookingLinkDto;
}

/** What the link offers: the trip, its dates, who leads it, the agency's notes and the price per person. */
export function TripHeader({ link }: TripHeaderProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  return (
    <StyledHeader>
      <h1>{link.tripTitle}</h1>
      <StyledFacts>
        <dt>{t('onlineBooking.trip.dates')}</dt>
        <dd>
          {t('onlineBooking.trip.dateRange', {
            start: formatCalendarDate(link.startDate),
            end: formatCalendarDate(link.endDate),
          })}
        </dd>
        {link.coordinatorNames.length > 0 && (
          <>
            <dt>{t('onlineBooking.trip.coordinators')}</dt>
            <dd>{link.coordinatorNames.join(' & ')}</dd>
          </>
        )}
        <dt>{t('onlineBooking.trip.pricePerPerson')}</dt>
        <dd>{formatMoney(link.priceCents, language)}</dd>
        {!link.expired && (
          <>
            <dt>{t('onlineBooking.trip.validUntil')}</dt>
            <dd>{lastValidDay(link.expiresAt)}</dd>
          </>
        )}
        {link.specialNotes && (
          <>
            <dt>{t('onlineBooking.trip.notes')}</dt>
            <dd>{link.specialNotes}</dd>
          </>
        )}
      </StyledFacts>
    </StyledHeader>
  );
}

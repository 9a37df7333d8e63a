import styled from 'styled-components';
import type { AdminBookingDto } from '../../../api';
import { formatEuro } from '../../../components/ui/format';
import { useBookingsTranslation } from './i18n';
import { AdminLink } from '../components/AdminLink';
import { ScrollableTable } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { StatusBadge } from './StatusBadge';

const StyledTable = styled.table`
  /* Wide enough for every column: on a phone the table scrolls inside its frame, never the page. */
  min-width: 52rem;
`;

/** Amounts, dates and references read best unbroken; names and titles may wrap. */
const StyledNumber = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledDates = styled.span`
  white-space: nowrap;
`;

const StyledOpen = styled(AdminLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  white-space: nowrap;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface BookingsTableProps {
  bookings: AdminBookingDto[];
}

/** The bookings as a table; each reference opens its booking. */
export function BookingsTable({ bookings }: BookingsTableProps) {
  const { t, i18n } = useBookingsTranslation();
  const language = i18n.language;
  return (
    <ScrollableTable label={t('admin.common.table', { name: t('admin.bookings.listTitle') })}>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{t('admin.bookings.reference')}</th>
            <th scope="col">{t('admin.bookings.tripAndDates')}</th>
            <th scope="col">{t('admin.bookings.leadTraveller')}</th>
            <th scope="col">{t('admin.bookings.travellers')}</th>
            <th scope="col">{t('admin.bookings.amountToPay')}</th>
            <th scope="col">{t('admin.bookings.total')}</th>
            <th scope="col">{t('admin.bookings.status')}</th>
            <th scope="col">{t('admin.bookings.deadline')}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row">
                <StyledOpen
                  to={`/admin/prenotazioni/${booking.id}`}
                  aria-label={t('admin.bookings.openLabel', { reference: booking.paymentReference })}
                >
                  {booking.paymentReference}
                </StyledOpen>
              </th>
              <td>
                {booking.tripTitle}
                <br />
                <StyledDates>
                  {t('admin.bookings.dateRange', {
                    start: formatCalendarDate(booking.startDate),
                    end: formatCalendarDate(booking.endDate),
                  })}
                </StyledDates>
              </td>
              <td>{booking.leadTraveller}</td>
              <td>
                {t('admin.bookings.adults', { count: booking.adultCount })}
                {booking.childCount > 0 && (
                  <>
                    <br />
                    {t('admin.bookings.children', { count: booking.childCount })}
                  </>
                )}
              </td>
              <StyledNumber>{formatEuro(booking.amountToPayCents, language)}</StyledNumber>
              <StyledNumber>{formatEuro(booking.totalPriceCents, language)}</StyledNumber>
              <td>
                <StatusBadge status={booking.status} />
              </td>
              {/* May break after the day's comma: the time then goes under the date. */}
              <td>{booking.status === 'pending' ? formatShortDateTime(booking.paymentExpiresAt, language) : ''}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </ScrollableTable>
  );
}

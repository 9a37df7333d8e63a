import styled from 'styled-components';
import type { AdminBookingDto } from '../../../api';
import { formatEuro } from '../../../components/ui/format';
import { useBookingsTranslation } from './i18n';
import { AdminLink } from '../components/AdminLink';
import { ScrollableTable } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { StatusBadge, ToneBadge } from './StatusBadge';

/**
 * One line per booking, so that a day's bookings fit on a laptop's screen: every cell stays
 * unbroken but the trip's title, which takes the room the others leave and ends in '…' when it
 * has not enough (whole in its tooltip, and for screen readers). On a phone the table keeps
 * its width and scrolls inside its frame, never the page.
 */
const StyledTable = styled.table`
  th,
  td {
    white-space: nowrap;
  }

  ${ToneBadge} {
    padding: 0 ${({ theme }) => theme.space.xs};
    line-height: ${({ theme }) => theme.lineHeights.heading};
  }
`;

const StyledTrip = styled.td`
  width: 100%;
  min-width: 10rem;
  max-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledNumber = styled.td`
  font-variant-numeric: tabular-nums;
`;

/**
 * A partner's booking says whose it is under its reference, beside ours: the partner's own
 * reference is the one its staff read out on the phone. A long name ends in '…', whole in its
 * tooltip, rather than widening every row's first column.
 */
const StyledPartner = styled.span`
  display: block;
  max-width: 24rem;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** A block of the row's height: a target of more than 24 px however the line falls. */
const StyledOpen = styled(AdminLink)`
  display: inline-block;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

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
            <th scope="col">{t('admin.bookings.trip')}</th>
            <th scope="col">{t('admin.bookings.departure')}</th>
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
                {booking.partner && <PartnerLine partner={booking.partner} />}
              </th>
              <StyledTrip title={booking.tripTitle}>{booking.tripTitle}</StyledTrip>
              {/* The start names the departure; the booking's page has the end too. */}
              <StyledNumber>{formatCalendarDate(booking.startDate)}</StyledNumber>
              <td>{booking.leadTraveller}</td>
              <td>
                {t('admin.bookings.adults', { count: booking.adultCount })}
                {booking.childCount > 0 && `, ${t('admin.bookings.children', { count: booking.childCount })}`}
              </td>
              <StyledNumber>{formatEuro(booking.amountToPayCents, language)}</StyledNumber>
              <StyledNumber>{formatEuro(booking.totalPriceCents, language)}</StyledNumber>
              <td>
                <StatusBadge status={booking.status} />
              </td>
              <StyledNumber>
                {booking.status === 'pending' ? formatShortDateTime(booking.paymentExpiresAt, language) : ''}
              </StyledNumber>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </ScrollableTable>
  );
}

/** 'Partner: Viaggi Serchio · rif. VS-2027-0118', or the name alone when the partner gave no reference. */
function PartnerLine({ partner }: { partner: NonNullable<AdminBookingDto['partner']> }) {
  const { t } = useBookingsTranslation();
  const text =
    partner.reference === null
      ? t('admin.bookings.partner.lineNoReference', { name: partner.name })
      : t('admin.bookings.partner.line', { name: partner.name, reference: partner.reference });
  return <StyledPartner title={text}>{text}</StyledPartner>;
}

import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminBookingDetailDto } from '../../../api';
import { getAdminBookingOptions } from '../../../api/query-options';
import { refusalStatus } from '../../../api/api-error';
import { formatEuro } from '../../../components/ui/format';
import { useBookingsTranslation } from './i18n';
import { AdminLink } from '../components/AdminLink';
import { QueryState } from '../components/QueryState';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { useAdminHead } from '../use-admin-head';
import { BookingActions } from './BookingActions';
import { BookingMessages } from './BookingMessages';
import { ContactCorrection } from './ContactCorrection';
import { BookingPayments } from './BookingPayments';
import { Details } from '../components/Details';
import { DemoIbanBadge } from '../ibans/DemoIban';
import { listAddress } from './filters';
import { StatusBadge } from './StatusBadge';

const StyledBack = styled(AdminLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

const StyledLead = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

const StyledColumns = styled.div`
  display: grid;
  /* Each panel as tall as its own content, not stretched to its neighbour's. */
  align-items: start;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
`;

const StyledTravellers = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  li + li {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledIban = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

function BookingDetails({ booking }: { booking: AdminBookingDetailDto }) {
  const { t, i18n } = useBookingsTranslation();
  const language = i18n.language;
  const euro = (cents: number) => formatEuro(cents, language);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : null);
  const notGiven = t('admin.bookings.notGiven');
  const closedLabel = booking.status === 'expired' ? t('admin.bookings.expiredAt') : t('admin.bookings.cancelledAt');
  const { partner } = booking;

  return (
    <>
      <StyledLead>
        <StatusBadge status={booking.status} />
        <span>
          {booking.tripTitle},{' '}
          {t('admin.bookings.dateRange', {
            start: formatCalendarDate(booking.startDate),
            end: formatCalendarDate(booking.endDate),
          })}
        </span>
      </StyledLead>

      <BookingActions booking={booking} />

      <StyledColumns>
        <StyledPanel aria-labelledby="admin-booking-summary">
          <h2 id="admin-booking-summary">{t('admin.bookings.summaryTitle')}</h2>
          <Details
            rows={[
              [t('admin.bookings.reference'), booking.paymentReference],
              partner !== null && [t('admin.bookings.partner.name'), partner.name],
              partner !== null && [t('admin.bookings.partner.reference'), partner.reference ?? notGiven],
              [t('admin.bookings.trip'), booking.tripTitle],
              [
                t('admin.bookings.departure'),
                t('admin.bookings.dateRange', {
                  start: formatCalendarDate(booking.startDate),
                  end: formatCalendarDate(booking.endDate),
                }),
              ],
              [t('admin.bookings.airport'), t(`admin.bookings.airports.${booking.airport}`)],
              [
                t('admin.bookings.travellers'),
                [
                  t('admin.bookings.adults', { count: booking.adultCount }),
                  booking.childCount > 0 ? t('admin.bookings.children', { count: booking.childCount }) : '',
                ]
                  .filter(Boolean)
                  .join(', '),
              ],
            ]}
          />
        </StyledPanel>

        <StyledPanel aria-labelledby="admin-booking-contact">
          <h2 id="admin-booking-contact">{t('admin.bookings.contactTitle')}</h2>
          <Details
            rows={[
              [t('admin.bookings.leadTraveller'), booking.leadTraveller],
              [t('admin.bookings.email'), <a href={`mailto:${booking.contactEmail}`}>{booking.contactEmail}</a>],
              [
                t('admin.bookings.phone'),
                <a href={`tel:${booking.contactPhone.replace(/[^\d+]/g, '')}`}>{booking.contactPhone}</a>,
              ],
            ]}
          />
          <ContactCorrection booking={booking} />
        </StyledPanel>

        <StyledPanel aria-labelledby="admin-booking-payment">
          <h2 id="admin-booking-payment">{t('admin.bookings.paymentTitle')}</h2>
          {partner && <p>{t('admin.bookings.partner.amountsNote', { name: partner.name })}</p>}
          <Details
            rows={[
              [t('admin.bookings.paymentType'), t(`admin.bookings.paymentTypes.${booking.paymentType}`)],
              [t('admin.bookings.paymentStatus'), t(`admin.bookings.paymentStatuses.${booking.paymentStatus}`)],
              booking.singleRooms > 0 && [
                t('admin.bookings.singleRooms', { count: booking.singleRooms }),
                `+${euro(booking.singleSupplementCents)}`,
              ],
              // A partner's booking is priced twice (decision PA7): the travellers pay the retail
              // price to the partner, the partner owes the agency its net, which is the total here.
              partner !== null && [t('admin.bookings.partner.retailTotal'), euro(partner.retailTotalCents)],
              [
                partner ? t('admin.bookings.partner.netTotal') : t('admin.bookings.total'),
                euro(booking.totalPriceCents),
              ],
              booking.paymentType === 'deposit' && [t('admin.bookings.deposit'), euro(booking.depositAmountCents)],
              [t('admin.bookings.amountToPay'), euro(booking.amountToPayCents)],
              [t('admin.bookings.amountPaid'), euro(booking.amountPaidCents)],
              booking.refundDueCents > 0 && [t('admin.bookings.refundDue'), euro(booking.refundDueCents)],
              [
                partner ? t('admin.bookings.partner.iban') : t('admin.bookings.iban'),
                <>
                  <StyledIban>{booking.iban.ibanFormatted}</StyledIban>
                  {booking.iban.isDemo && (
                    <>
                      {' '}
                      <DemoIbanBadge />
                    </>
                  )}
                </>,
              ],
              [t('admin.bookings.ibanHolder'), booking.iban.accountHolder],
              [t('admin.bookings.bank'), booking.iban.bankName],
            ]}
          />
        </StyledPanel>

        <BookingPayments booking={booking} />

        <StyledPanel aria-labelledby="admin-booking-history">
          <h2 id="admin-booking-history">{t('admin.bookings.historyTitle')}</h2>
          <Details
            rows={[
              [t('admin.bookings.createdAt'), when(booking.createdAt)],
              [t('admin.bookings.paymentExpiresAt'), when(booking.paymentExpiresAt)],
              booking.transferDeclaredAt !== null && [
                t('admin.bookings.transferDeclaredAt'),
                when(booking.transferDeclaredAt),
              ],
              booking.transferReminderDueAt !== null && [
                t('admin.bookings.transferReminderDueAt'),
                when(booking.transferReminderDueAt),
              ],
              booking.confirmedAt !== null && [t('admin.bookings.confirmedAt'), when(booking.confirmedAt)],
              booking.closedAt !== null && [closedLabel, when(booking.closedAt)],
            ]}
          />
        </StyledPanel>
      </StyledColumns>

      <BookingMessages booking={booking} />

      <StyledPanel aria-labelledby="admin-booking-travellers">
        <h2 id="admin-booking-travellers">{t('admin.bookings.travellersTitle')}</h2>
        <StyledTravellers>
          {booking.travellers.map((traveller, index) => (
            <li key={index}>
              <h3>{t('admin.bookings.traveller', { number: index + 1 })}</h3>
              <Details
                rows={[
                  [t('admin.bookings.name'), `${traveller.firstName} ${traveller.lastName}`],
                  [t('admin.bookings.age'), traveller.isChild ? t('admin.bookings.child') : t('admin.bookings.adult')],
                  traveller.singleRoom && [t('admin.bookings.room'), t('admin.bookings.singleRoom')],
                  [
                    t('admin.bookings.birthDate'),
                    traveller.birthDate ? formatCalendarDate(traveller.birthDate) : notGiven,
                  ],
                  [t('admin.bookings.address'), traveller.address ?? notGiven],
                  [t('admin.bookings.passport'), traveller.passportNumber ?? notGiven],
                ]}
              />
            </li>
          ))}
        </StyledTravellers>
      </StyledPanel>
    </>
  );
}

/** One booking, at an address staff can share: everything the agency needs to call, check and confirm it. */
export function BookingScreen() {
  const { t } = useBookingsTranslation();
  const { id = '' } = useParams();
  const booking = useQuery(getAdminBookingOptions({ path: { id } }));
  const status = refusalStatus(booking.error);
  // A made-up or mistyped address (400) and a booking that is not there (404) read the same.
  const missing = status === 400 || status === 404;
  const reference = booking.data?.paymentReference;
  const title = reference ? t('admin.bookings.detailTitle', { reference }) : t('admin.bookings.title');
  useAdminHead(title);

  return (
    <>
      <StyledBack to={listAddress()}>{t('admin.bookings.back')}</StyledBack>
      <h1>{title}</h1>
      {missing ? (
        <p role="alert">{t('admin.bookings.notFound')}</p>
      ) : (
        <QueryState
          isPending={booking.isPending}
          isError={booking.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void booking.refetch()}
        >
          {booking.data && <BookingDetails booking={booking.data} />}
        </QueryState>
      )}
    </>
  );
}

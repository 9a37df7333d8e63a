import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { getBookingPageQueryKey } from '../../../api/query-options';
import { formatLongDate } from '../../../components/ui/format';
import { formatMoney, romeTimeParts } from '../format';
import { useOnlineBookingTranslation } from '../i18n';
import { useBookingLanguage } from '../use-booking-language';
import { usePrivatePageHead } from '../use-private-head';
import { DeclareTransfer } from './DeclareTransfer';
import { DetailsList } from './DetailsList';
import { PageSection } from './PageSection';
import { PaymentCountdown } from './PaymentCountdown';
import { ReceiptUpload } from './ReceiptUpload';
import { StatusMessage } from './StatusMessage';
import { TransferDetails } from './TransferDetails';

/** Where the trips are, to book again after an expired booking (a full page load: see browser.ts). */

/** The booking's state as the customer reads it. */
type BookingStage = 'pending' | 'transferDeclared' | 'depositPaid' | 'paid' | 'expired' | 'cancelled';

/**
 * A pending booking whose deadline has passed is shown expired, as the payment page does: the
 * server's job marks it so shortly, and a transfer arriving after it is never lost.
 */
function stageOf(booking: BookingDto, deadlinePassed: boolean): BookingStage {
  switch (booking.status) {
    case 'pending':
      return deadlinePassed ? 'expired' : 'pending';
    case 'transfer_declared':
      return 'transferDeclared';
    case 'confirmed':
      return booking.paymentStatus === 'paid' ? 'paid' : 'depositPaid';
    default:
      return booking.status;
  }
}

/** What stays to pay of the total after `paidCents`, never below zero (as the e-mails say it). */
function remainingCents(booking: BookingDto, paidCents: number): number {
  return Math.max(0, booking.totalPriceCents - paidCents);
}

/** The documents the customer downloads; the server answers them as attachments. */
function documentAddress(bookingId: string, document: 'information' | 'confirmation'): string {
  return `/api/v1/bookings/${bookingId}/documents/${document}.pdf`;
}

const StyledStatus = styled.section<{ $tone: 'waiting' | 'done' | 'closed' }>`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid
    ${({ $tone, theme }) =>
      $tone === 'done' ? theme.colors.brand : $tone === 'closed' ? theme.colors.textMuted : theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  > :last-child {
    margin-bottom: 0;
  }
`;

const StyledStatusLabel = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledTravellers = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** The receipt's own section on a card: the card gives the space above. */
const StyledReceipt = styled(PageSection)`
  > section {
    margin-top: 0;
  }
`;

const StyledLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
  }
`;

export interface YourBookingPageProps {
  /** The token of the address, under which the booking is kept for this page. */
  token: string;
  booking: BookingDto;
  /** Reads the booking again (after the transfer is declared, or when it changed meanwhile). */
  onReload: () => void;
}

/**
 * /la-mia-prenotazione/:token, the link of every e-mail to the customer:
 * the booking's state in words, the trip, what was paid and what is due by when, the transfer
 * to make while something is due (with the receipt to upload while a transfer is awaited),
 * the documents and the agency's contacts. In the booking's language unless the visitor chose one.
 */
export function YourBookingPage({ token, booking, onReload }: YourBookingPageProps) {
  const ready = useBookingLanguage(booking.language);
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.yourBooking.title', { reference: booking.paymentReference }));
  if (!ready) return <p role="status">{t('onlineBooking.loading')}</p>;
  return <Overview token={token} booking={booking} onReload={onReload} />;
}

function Overview({ token, booking, onReload }: YourBookingPageProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  const { data: site } = useSiteSettings();
  const money = (cents: number) => formatMoney(cents, language);
  // The deadline is compared with the time the page opened, then counted down by PaymentCountdown.
  const [openedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(false);
  const onElapsed = useCallback(() => setElapsed(true), []);
  const stage = stageOf(booking, elapsed || Date.parse(booking.paymentExpiresAt) <= openedAt);

  const deadline = romeTimeParts(booking.paymentExpiresAt, language);
  // A declared transfer's window ends when a Rome day begins: its last day is the one before.
  const lastDeclaredDay = romeTimeParts(
    new Date(Date.parse(booking.paymentExpiresAt) - 1).toISOString(),
    language,
  ).date;
  const balanceDue = booking.balanceDueDate ? formatLongDate(booking.balanceDueDate, language) : null;
  const balanceCents = remainingCents(booking, booking.amountPaidCents);
  const awaitingTransfer = stage === 'pending' || stage === 'transferDeclared';
  const firstPaymentLabel =
    booking.paymentType === 'deposit'
      ? t('onlineBooking.payment.amountDeposit')
      : t('onlineBooking.payment.amountFull');

  const status: Record<BookingStage, { tone: 'waiting' | 'done' | 'closed'; text: ReactNode }> = {
    pending: {
      tone: 'waiting',
      text: <p>{t('onlineBooking.yourBooking.pendingText', deadline)}</p>,
    },
    transferDeclared: {
      tone: 'waiting',
      text: (
        <>
          <p>{t('onlineBooking.yourBooking.declaredText')}</p>
          <p>{t('onlineBooking.success.seatsHeldUntil', { date: lastDeclaredDay })}</p>
        </>
      ),
    },
    depositPaid: {
      tone: 'done',
      text: (
        <p>{t('onlineBooking.yourBooking.depositPaidText', { amount: money(balanceCents), date: balanceDue ?? '' })}</p>
      ),
    },
    paid: { tone: 'done', text: <p>{t('onlineBooking.yourBooking.paidText')}</p> },
    expired: {
      tone: 'closed',
      text: (
        <>
          <p>{t('onlineBooking.yourBooking.expiredText')}</p>
          <p>
            <a href={`/travel/${booking.tripSlug}`}>{t('onlineBooking.yourBooking.rebook')}</a>
          </p>
        </>
      ),
    },
    cancelled: { tone: 'closed', text: <p>{t('onlineBooking.yourBooking.cancelledText')}</p> },
  };

  // The transfer still to make, when there is one: the first payment while it is awaited, the
  // balance once the deposit is in. The server's QR code holds the first payment only.
  let transfer: ReactNode = null;
  if (awaitingTransfer || (stage === 'depositPaid' && balanceCents > 0)) {
    if (!booking.beneficiary?.iban) {
      transfer = <StatusMessage title={t('onlineBooking.payment.noIban')} />;
    } else if (awaitingTransfer) {
      transfer = (
        <TransferDetails
          booking={booking}
          amountCents={booking.amountToPayCents}
          amountLabel={firstPaymentLabel}
          deadline={
            stage === 'pending' ? (
              <PaymentCountdown deadline={booking.paymentExpiresAt} onElapsed={onElapsed} />
            ) : (
              <>
                <dt>{t('onlineBooking.payment.deadline')}</dt>
                <dd>{t('onlineBooking.yourBooking.byDay', { date: lastDeclaredDay })}</dd>
              </>
            )
          }
          intro={stage === 'transferDeclared' && <p>{t('onlineBooking.yourBooking.transferDeclaredIntro')}</p>}
          qrPayload={booking.epcQrPayload}
        />
      );
    } else {
      transfer = (
        <TransferDetails
          booking={booking}
          amountCents={balanceCents}
          amountLabel={t('onlineBooking.yourBooking.amountBalance')}
          deadline={
            balanceDue && (
              <>
                <dt>{t('onlineBooking.payment.deadline')}</dt>
                <dd>{t('onlineBooking.yourBooking.byDay', { date: balanceDue })}</dd>
              </>
            )
          }
          intro={<p>{t('onlineBooking.yourBooking.transferBalanceIntro')}</p>}
          qrPayload={booking.balanceEpcQrPayload}
        />
      );
    }
  }

  const paidInFull = booking.paymentStatus === 'paid';
  const confirmationReady = booking.paymentStatus === 'deposit_paid' || paidInFull;

  return (
    <>
      <h1>{t('onlineBooking.yourBooking.title', { reference: booking.paymentReference })}</h1>

      <StyledStatus $tone={status[stage].tone} aria-labelledby="booking-status">
        <h2 id="booking-status">
          <StyledStatusLabel>{t('onlineBooking.yourBooking.statusLabel')} </StyledStatusLabel>
          {t(`onlineBooking.yourBooking.status.${stage}`)}
        </h2>
        {status[stage].text}
      </StyledStatus>

      {transfer}
      {stage === 'pending' && booking.beneficiary?.iban && (
        <DeclareTransfer bookingId={booking.id} onDeclared={onReload} onStale={onReload} />
      )}
      {awaitingTransfer && (
        <StyledReceipt as="div">
          <ReceiptUpload
            booking={booking}
            email={site?.email}
            onStale={onReload}
            queryKey={getBookingPageQueryKey({ path: { token } })}
          />
        </StyledReceipt>
      )}

      <PageSection aria-labelledby="booking-trip">
        <h2 id="booking-trip">{t('onlineBooking.yourBooking.tripTitle')}</h2>
        <DetailsList>
          <dt>{t('onlineBooking.trip.trip')}</dt>
          <dd>{booking.tripTitle}</dd>
          <dt>{t('onlineBooking.trip.dates')}</dt>
          <dd>
            {t('onlineBooking.trip.dateRange', {
              start: formatLongDate(booking.startDate, language),
              end: formatLongDate(booking.endDate, language),
            })}
          </dd>
          <dt>{t('onlineBooking.payment.duration')}</dt>
          <dd>{t('common.duration', { days: booking.tripDays, nights: booking.nights })}</dd>
          <dt>{t('onlineBooking.payment.airport')}</dt>
          <dd>{t(`onlineBooking.airports.${booking.airport}`)}</dd>
          <dt>{t('onlineBooking.payment.travellers')}</dt>
          <dd>
            {t('onlineBooking.payment.adultsChildren', { adults: booking.adultCount, children: booking.childCount })}
            <StyledTravellers>
              {booking.travellers.map((traveller, index) => (
                <li key={index}>
                  {traveller.firstName} {traveller.lastName}
                </li>
              ))}
            </StyledTravellers>
          </dd>
        </DetailsList>
      </PageSection>

      <PageSection aria-labelledby="booking-payments">
        <h2 id="booking-payments">{t('onlineBooking.yourBooking.payments.title')}</h2>
        <DetailsList>
          {booking.singleRooms > 0 && (
            <>
              <dt>{t('onlineBooking.summary.singleRooms', { count: booking.singleRooms })}</dt>
              <dd>+{money(booking.singleSupplementCents)}</dd>
            </>
          )}
          <dt>{t('onlineBooking.yourBooking.payments.total')}</dt>
          <dd>{money(booking.totalPriceCents)}</dd>
          {booking.paymentType === 'deposit' && (
            <>
              <dt>{t('onlineBooking.yourBooking.payments.deposit')}</dt>
              <dd>{money(booking.depositAmountCents)}</dd>
            </>
          )}
          <dt>{t('onlineBooking.yourBooking.payments.received')}</dt>
          <dd>{money(booking.amountPaidCents)}</dd>
          {awaitingTransfer && (
            <>
              {stage === 'pending' ? (
                <>
                  <dt>{t('onlineBooking.yourBooking.payments.payNow')}</dt>
                  <dd>
                    {t('onlineBooking.yourBooking.payments.payNowValue', {
                      amount: money(booking.amountToPayCents),
                      ...deadline,
                    })}
                  </dd>
                </>
              ) : (
                <>
                  <dt>{t('onlineBooking.yourBooking.payments.awaited')}</dt>
                  <dd>
                    {t('onlineBooking.yourBooking.payments.balanceValue', {
                      amount: money(booking.amountToPayCents),
                      date: lastDeclaredDay,
                    })}
                  </dd>
                </>
              )}
              {booking.paymentType === 'deposit' && balanceDue && (
                <>
                  <dt>{t('onlineBooking.yourBooking.payments.balance')}</dt>
                  <dd>
                    {t('onlineBooking.yourBooking.payments.balanceValue', {
                      amount: money(remainingCents(booking, booking.depositAmountCents)),
                      date: balanceDue,
                    })}
                  </dd>
                </>
              )}
            </>
          )}
          {stage === 'depositPaid' && (
            <>
              <dt>{t('onlineBooking.yourBooking.payments.balance')}</dt>
              <dd>
                {balanceDue
                  ? t('onlineBooking.yourBooking.payments.balanceValue', {
                      amount: money(balanceCents),
                      date: balanceDue,
                    })
                  : money(balanceCents)}
              </dd>
            </>
          )}
          {stage === 'paid' && (
            <>
              <dt>{t('onlineBooking.yourBooking.payments.due')}</dt>
              <dd>{t('onlineBooking.yourBooking.payments.nothingDue')}</dd>
            </>
          )}
        </DetailsList>
      </PageSection>

      <PageSection aria-labelledby="booking-documents">
        <h2 id="booking-documents">{t('onlineBooking.yourBooking.documents.title')}</h2>
        <StyledLinks>
          <li>
            <a href={documentAddress(booking.id, 'information')} download>
              {t('onlineBooking.yourBooking.documents.information')}
            </a>
          </li>
          {confirmationReady && (
            <li>
              <a href={documentAddress(booking.id, 'confirmation')} download>
                {t('onlineBooking.yourBooking.documents.confirmation')}
              </a>
            </li>
          )}
        </StyledLinks>
        {!confirmationReady && stage !== 'expired' && stage !== 'cancelled' && (
          <p>{t('onlineBooking.yourBooking.documents.confirmationLater')}</p>
        )}
      </PageSection>

      <PageSection aria-labelledby="booking-help">
        <h2 id="booking-help">{t('onlineBooking.yourBooking.help.title')}</h2>
        <p>{t('onlineBooking.yourBooking.help.text', { reference: booking.paymentReference })}</p>
        {site && <AgencyContacts phone={site.phone} email={site.email} />}
      </PageSection>
    </>
  );
}

/** tel: wants the digits only: '+39 0583 495100' -> '+390583495100'. */
function telAddress(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The agency's phone (tap to call) and e-mail, from the site settings. */
export function AgencyContacts({ phone, email }: { phone: string; email: string }) {
  const { t } = useOnlineBookingTranslation();
  return (
    <StyledLinks>
      <li>
        <a href={telAddress(phone)}>{t('onlineBooking.yourBooking.help.phone', { phone })}</a>
      </li>
      <li>
        <a href={`mailto:${email}`}>{t('onlineBooking.yourBooking.help.email', { email })}</a>
      </li>
    </StyledLinks>
  );
}

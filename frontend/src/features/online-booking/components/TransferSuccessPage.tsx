import { useEffect } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { Button } from '../../../components/ui/Button';
import { useOnlineBookingTranslation } from '../i18n';
import { apiRefusal } from '../../../api/api-error';
import { leaveTo } from '../browser';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { formatMoney, romeTimeParts } from '../format';
import { useBooking } from '../use-booking';
import { usePrivatePageHead } from '../use-private-head';
import { StatusMessage } from './StatusMessage';
import { CopyButton } from '../../../components/ui/CopyButton';
import { DetailsList } from './DetailsList';
import { ReceiptUpload } from './ReceiptUpload';

/** How long 'Prenotazione non trovata' stays before the home page. */
export const NOT_FOUND_REDIRECT_MS = 5000;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    color: ${({ theme }) => theme.colors.brandDeep};
  }

  h2 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  @media print {
    padding: 0;
  }
`;

const StyledBookingId = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  code {
    font-size: ${({ theme }) => theme.fontSizes.bodyWide};
    word-break: break-all;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  @media print {
    display: none;
  }
`;

/** Looks like the screen's main action, and leaves this part of the site with a fresh page load. */
const StyledLinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

function NotFound() {
  const { t } = useOnlineBookingTranslation();
  useEffect(() => {
    const timer = setTimeout(() => leaveTo('/'), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <StatusMessage title={t('onlineBooking.success.notFound')} asPageTitle>
      <p>{t('onlineBooking.success.notFoundText')}</p>
      <p>
        <a href="/">{t('onlineBooking.success.home')}</a>
      </p>
    </StatusMessage>
  );
}

/**
 * A booking still `pending`: nothing to thank for yet (DECISIONS 15). Said in words with the
 * way to the payment page rather than by sending the customer there unasked: who opens this
 * address expects a confirmation, and a page that silently turns into another would leave
 * them wondering whether the transfer counted.
 */
function NotDeclared({ booking }: { booking: BookingDto }) {
  const { t } = useOnlineBookingTranslation();
  const paymentPage = `/payment-custom/${booking.id}`;
  const href = useHref(paymentPage);
  const goToPaymentPage = useLinkClickHandler<HTMLAnchorElement>(paymentPage);
  return (
    <StatusMessage title={t('onlineBooking.success.notDeclaredTitle')} tone="info" asPageTitle>
      <p>{t('onlineBooking.success.notDeclaredText', { declare: t('onlineBooking.payment.declare') })}</p>
      <StyledActions>
        <StyledLinkButton href={href} onClick={goToPaymentPage}>
          {t('onlineBooking.success.toPayment')}
        </StyledLinkButton>
      </StyledActions>
    </StatusMessage>
  );
}

function Thanks({ booking, onStale }: { booking: BookingDto; onStale: () => void }) {
  const { t, i18n } = useOnlineBookingTranslation();
  const { data: site } = useSiteSettings();
  // A declared transfer's window ends when a Rome day begins: its last day is the one before.
  const lastDay = romeTimeParts(new Date(Date.parse(booking.paymentExpiresAt) - 1).toISOString(), i18n.language).date;
  return (
    <StyledCard aria-labelledby="success-title">
      <h1 id="success-title">{t('onlineBooking.success.thanksTitle')}</h1>
      <p>
        {booking.transferReceiptUploadedAt
          ? t('onlineBooking.success.thanksTextReceived')
          : t('onlineBooking.success.thanksText')}
      </p>
      {booking.status === 'transfer_declared' && <p>{t('onlineBooking.success.seatsHeldUntil', { date: lastDay })}</p>}
      <StyledBookingId>
        <span>{t('onlineBooking.success.bookingId')}:</span>
        <code>{booking.paymentReference}</code>
        <CopyButton
          text={booking.paymentReference}
          label={t('onlineBooking.success.copyId')}
          copiedLabel={t('onlineBooking.copy.copied')}
          failedText={t('onlineBooking.copy.failed')}
        />
      </StyledBookingId>
      <ReceiptUpload booking={booking} email={site?.email} onStale={onStale} />
      <StyledActions>
        <StyledLinkButton href="/contact">{t('onlineBooking.success.contact')}</StyledLinkButton>
      </StyledActions>
    </StyledCard>
  );
}

function Received({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  const { data: site } = useSiteSettings();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <StyledCard aria-labelledby="success-title">
      <h1 id="success-title">{t('onlineBooking.success.receivedTitle')}</h1>
      <p>{t('onlineBooking.success.receivedText')}</p>
      <h2>{t('onlineBooking.success.details')}</h2>
      <DetailsList>
        <dt>{t('onlineBooking.success.bookingId')}</dt>
        <dd>{booking.paymentReference}</dd>
        <dt>{t('onlineBooking.trip.trip')}</dt>
        <dd>{booking.tripTitle}</dd>
        <dt>{t('onlineBooking.trip.dates')}</dt>
        <dd>
          {t('onlineBooking.trip.dateRange', {
            start: formatCalendarDate(booking.startDate),
            end: formatCalendarDate(booking.endDate),
          })}
        </dd>
        <dt>{t('onlineBooking.payment.airport')}</dt>
        <dd>{t(`onlineBooking.airports.${booking.airport}`)}</dd>
        <dt>{t('onlineBooking.payment.travellers')}</dt>
        <dd>{booking.travellers.map((traveller) => `${traveller.firstName} ${traveller.lastName}`).join(', ')}</dd>
        <dt>{t('onlineBooking.payment.total')}</dt>
        <dd>{money(booking.totalPriceCents)}</dd>
        <dt>{t('onlineBooking.success.paid')}</dt>
        <dd>{money(booking.amountToPayCents)}</dd>
      </DetailsList>
      {site && (
        <>
          <h2>{t('onlineBooking.success.support')}</h2>
          <p>
            <a href={`mailto:${site.email}`}>{t('onlineBooking.success.supportEmail', { email: site.email })}</a>
          </p>
          <p>
            <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>
              {t('onlineBooking.success.supportPhone', { phone: site.phone })}
            </a>
          </p>
        </>
      )}
      <StyledActions>
        <Button onClick={() => window.print()}>{t('onlineBooking.success.print')}</Button>
        <StyledLinkButton href="/">{t('onlineBooking.success.home')}</StyledLinkButton>
      </StyledActions>
    </StyledCard>
  );
}

export interface TransferSuccessPageProps {
  bookingId: string;
}

/**
 * /bank-transfer-success/:bookingId and /bank-transfer-confirmation/:bookingId: 'Grazie!' while
 * the declared transfer is awaited, with the receipt to upload, 'Pagamento Ricevuto!' once the
 * agency has recorded it; for a transfer not declared yet, the way back to the payment page.
 */
export function TransferSuccessPage({ bookingId }: TransferSuccessPageProps) {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.success.pageTitle'));
  const { valid, query } = useBooking(bookingId);

  if (!valid) return <NotFound />;
  if (query.isPending) return <p role="status">{t('onlineBooking.loading')}</p>;
  if (query.isError) {
    const status = apiRefusal(query.error)?.status;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <StatusMessage title={t('onlineBooking.payment.loadError')} asPageTitle>
        <p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('onlineBooking.retry')}
          </Button>
        </p>
      </StatusMessage>
    );
  }
  const booking = query.data;
  if (booking.status === 'confirmed') return <Received booking={booking} />;
  if (booking.status === 'transfer_declared') {
    return <Thanks booking={booking} onStale={() => void query.refetch()} />;
  }
  if (booking.status === 'pending') {
    // Straight after 'Ho effettuato il bonifico' the payment page's copy, read before the
    // declaration, is still here while the booking is read again: wait for the fresh one.
    if (query.isFetching) return <p role="status">{t('onlineBooking.loading')}</p>;
    return <NotDeclared booking={booking} />;
  }
  return (
    <StatusMessage title={t('onlineBooking.payment.expiredTitle')} asPageTitle>
      <p>{t('onlineBooking.success.closed')}</p>
      <p>{t('onlineBooking.payment.expired')}</p>
    </StatusMessage>
  );
}

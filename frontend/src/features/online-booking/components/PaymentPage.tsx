import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingDto } from '../../../api';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useOnlineBookingTranslation } from '../i18n';
import { apiRefusal } from '../../../api/api-error';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { formatMoney } from '../format';
import { useBooking } from '../use-booking';
import { usePrivatePageHead } from '../use-private-head';
import { DeclareTransfer } from './DeclareTransfer';
import { DetailsList } from './DetailsList';
import { PageSection } from './PageSection';
import { PaymentCountdown } from './PaymentCountdown';
import { StatusMessage } from './StatusMessage';
import { TransferDetails } from './TransferDetails';

const StyledTravellers = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

function isOver(booking: BookingDto, now: number): boolean {
  if (booking.status === 'expired' || booking.status === 'cancelled') return true;
  return booking.status === 'pending' && Date.parse(booking.paymentExpiresAt) <= now;
}

export interface PaymentPageProps {
  bookingId: string;
}

/** /payment-custom/:bookingId: the bank transfer to make, its deadline, and the trip it pays for. */
export function PaymentPage({ bookingId }: PaymentPageProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  usePrivatePageHead(t('onlineBooking.payment.pageTitle'));
  const navigate = useNavigate();
  const { valid, query } = useBooking(bookingId);
  const booking = query.data;
  // The deadline is compared with the time the page opened, then counted down by PaymentCountdown.
  const [openedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(false);
  const onElapsed = useCallback(() => setElapsed(true), []);

  // Declared or paid already: the page that says what happens next. (An effect rather than
  // <Navigate>, which would join every page's start file: see vite.config.ts.)
  const declared = booking?.status === 'transfer_declared' || booking?.status === 'confirmed';
  useEffect(() => {
    if (declared) void navigate(`/bank-transfer-success/${bookingId}`, { replace: true });
  }, [declared, bookingId, navigate]);

  const over = booking !== undefined && (elapsed || isOver(booking, openedAt));
  const told = useRef(false);
  useEffect(() => {
    if (!over || told.current) return;
    told.current = true;
    notifyError(t('onlineBooking.payment.expired'), t('onlineBooking.payment.expiredTitle'));
  }, [over, t]);

  if (!valid) return <StatusMessage title={t('onlineBooking.payment.invalidId')} asPageTitle />;
  if (query.isPending) return <p role="status">{t('onlineBooking.loading')}</p>;
  if (query.isError) {
    const status = apiRefusal(query.error)?.status;
    if (status === 404) return <StatusMessage title={t('onlineBooking.payment.notFound')} asPageTitle />;
    if (status === 400) return <StatusMessage title={t('onlineBooking.payment.invalidId')} asPageTitle />;
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
  const data = query.data;
  if (declared) return <p role="status">{t('onlineBooking.loading')}</p>;
  if (over) {
    return (
      <StatusMessage title={t('onlineBooking.payment.expiredTitle')} asPageTitle>
        <p>{t('onlineBooking.payment.expired')}</p>
      </StatusMessage>
    );
  }
  const { beneficiary } = data;
  if (!beneficiary?.iban) return <StatusMessage title={t('onlineBooking.payment.noIban')} asPageTitle />;

  const money = (cents: number) => formatMoney(cents, language);

  return (
    <>
      <h1>{t('onlineBooking.payment.title')}</h1>
      <p>{t('onlineBooking.payment.intro')}</p>

      <TransferDetails
        booking={data}
        amountCents={data.amountToPayCents}
        amountLabel={
          data.paymentType === 'deposit'
            ? t('onlineBooking.payment.amountDeposit')
            : t('onlineBooking.payment.amountFull')
        }
        deadline={<PaymentCountdown deadline={data.paymentExpiresAt} onElapsed={onElapsed} />}
        qrPayload={data.epcQrPayload}
      />

      <PageSection aria-labelledby="card-title">
        <h2 id="card-title">{t('onlineBooking.payment.cardTitle')}</h2>
        <p>{t('onlineBooking.payment.cardText')}</p>
      </PageSection>

      <PageSection aria-labelledby="trip-title">
        <h2 id="trip-title">{t('onlineBooking.payment.tripTitle')}</h2>
        <DetailsList>
          <dt>{t('onlineBooking.trip.trip')}</dt>
          <dd>{data.tripTitle}</dd>
          <dt>{t('onlineBooking.trip.dates')}</dt>
          <dd>
            {t('onlineBooking.trip.dateRange', {
              start: formatCalendarDate(data.startDate),
              end: formatCalendarDate(data.endDate),
            })}
          </dd>
          <dt>{t('onlineBooking.payment.duration')}</dt>
          <dd>{t('common.duration', { days: data.tripDays, nights: data.nights })}</dd>
          <dt>{t('onlineBooking.payment.airport')}</dt>
          <dd>{t(`onlineBooking.airports.${data.airport}`)}</dd>
          <dt>{t('onlineBooking.payment.travellers')}</dt>
          <dd>
            {t('onlineBooking.payment.adultsChildren', { adults: data.adultCount, children: data.childCount })}
            <StyledTravellers>
              {data.travellers.map((traveller, index) => (
                <li key={index}>
                  {traveller.firstName} {traveller.lastName}
                </li>
              ))}
            </StyledTravellers>
          </dd>
          {data.singleRooms > 0 && (
            <>
              <dt>{t('onlineBooking.summary.singleRooms', { count: data.singleRooms })}</dt>
              <dd>+{money(data.singleSupplementCents)}</dd>
            </>
          )}
          <dt>{t('onlineBooking.payment.total')}</dt>
          <dd>{money(data.totalPriceCents)}</dd>
          {data.paymentType === 'deposit' && (
            <>
              <dt>{t('onlineBooking.payment.deposit')}</dt>
              <dd>{money(data.depositAmountCents)}</dd>
            </>
          )}
        </DetailsList>
      </PageSection>

      <DeclareTransfer
        bookingId={data.id}
        onDeclared={() => void navigate(`/bank-transfer-success/${data.id}`)}
        onStale={() => void query.refetch()}
      />
    </>
  );
}

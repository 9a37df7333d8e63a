import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingDto } from '../../../api';
import { declareBookingTransferMutation } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useOnlineBookingTranslation } from '../i18n';
import { apiRefusal } from '../../../api/api-error';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { formatMoney } from '../format';
import { useBooking } from '../use-booking';
import { usePrivatePageHead } from '../use-private-head';
import { EpcQrCode } from './EpcQrCode';
import { PaymentCountdown } from './PaymentCountdown';
import { StatusMessage } from './StatusMessage';
import { CopyButton } from '../../../components/ui/CopyButton';
import { DetailsList } from './DetailsList';

const StyledSection = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  @media print {
    padding: 0;
    break-inside: avoid;
  }
`;

/** IBAN, reference and amount: what the customer types into the bank, large and easy to copy. */
const StyledCopyable = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > span {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
    word-break: break-word;
  }

  @media print {
    button {
      display: none;
    }
  }
`;

const StyledHint = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledAmount = styled.span`
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledQr = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content 1fr;
    align-items: center;
  }
`;

const StyledActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  p {
    margin: 0;
  }

  @media print {
    display: none;
  }
`;

const StyledDeclare = styled(Button)`
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

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
  const declare = useMutation(declareBookingTransferMutation());
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
  const amount = money(data.amountToPayCents);

  const declareTransfer = () => {
    if (declare.isPending) return;
    declare.mutate(
      { path: { id: data.id } },
      {
        onSuccess: () => void navigate(`/bank-transfer-success/${data.id}`),
        onError: (error) => {
          const refusal = apiRefusal(error);
          notifyError(refusal?.message ?? t('onlineBooking.payment.declareError'));
          // The booking changed meanwhile (expired, cancelled): show it as it is now.
          if (refusal?.status === 409) void query.refetch();
        },
      },
    );
  };

  return (
    <>
      <h1>{t('onlineBooking.payment.title')}</h1>
      <p>{t('onlineBooking.payment.intro')}</p>

      <StyledSection aria-labelledby="transfer-title">
        <h2 id="transfer-title">{t('onlineBooking.payment.transferTitle')}</h2>
        <DetailsList>
          <dt>{t('onlineBooking.payment.beneficiary')}</dt>
          <dd>{beneficiary.accountHolder}</dd>
          <dt>{t('onlineBooking.payment.iban')}</dt>
          <dd>
            <StyledCopyable>
              <span>{beneficiary.ibanFormatted}</span>
              <CopyButton
                text={beneficiary.iban}
                label={t('onlineBooking.payment.copyIban')}
                copiedLabel={t('onlineBooking.copy.copied')}
                failedText={t('onlineBooking.copy.failed')}
              />
            </StyledCopyable>
          </dd>
          <dt>{t('onlineBooking.payment.bank')}</dt>
          <dd>{beneficiary.bankName}</dd>
          <dt>{t('onlineBooking.payment.reference')}</dt>
          <dd>
            <StyledCopyable>
              <span>{data.paymentReference}</span>
              <CopyButton
                text={data.paymentReference}
                label={t('onlineBooking.payment.copyReference')}
                copiedLabel={t('onlineBooking.copy.copied')}
                failedText={t('onlineBooking.copy.failed')}
              />
            </StyledCopyable>
            <StyledHint>{t('onlineBooking.payment.referenceHint')}</StyledHint>
          </dd>
          <dt>{t('onlineBooking.payment.amount')}</dt>
          <dd>
            <StyledAmount>{amount}</StyledAmount> (
            {data.paymentType === 'deposit'
              ? t('onlineBooking.payment.amountDeposit')
              : t('onlineBooking.payment.amountFull')}
            )
          </dd>
          <PaymentCountdown deadline={data.paymentExpiresAt} onElapsed={onElapsed} />
        </DetailsList>
      </StyledSection>

      <StyledSection aria-labelledby="qr-title">
        <h2 id="qr-title">{t('onlineBooking.payment.qrTitle')}</h2>
        <StyledQr>
          <EpcQrCode
            payload={data.epcQrPayload}
            alt={t('onlineBooking.payment.qrAlt', {
              amount,
              beneficiary: beneficiary.accountHolder,
              reference: data.paymentReference,
            })}
          />
          <p>{t('onlineBooking.payment.qrText')}</p>
        </StyledQr>
      </StyledSection>

      <StyledSection aria-labelledby="card-title">
        <h2 id="card-title">{t('onlineBooking.payment.cardTitle')}</h2>
        <p>{t('onlineBooking.payment.cardText')}</p>
      </StyledSection>

      <StyledSection aria-labelledby="trip-title">
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
          <dt>{t('onlineBooking.payment.total')}</dt>
          <dd>{money(data.totalPriceCents)}</dd>
          {data.paymentType === 'deposit' && (
            <>
              <dt>{t('onlineBooking.payment.deposit')}</dt>
              <dd>{money(data.depositAmountCents)}</dd>
            </>
          )}
        </DetailsList>
      </StyledSection>

      <StyledActions>
        <p>{t('onlineBooking.payment.declareHint')}</p>
        <StyledDeclare onClick={declareTransfer} disabled={declare.isPending}>
          {declare.isPending ? t('onlineBooking.payment.declaring') : t('onlineBooking.payment.declare')}
        </StyledDeclare>
      </StyledActions>
    </>
  );
}

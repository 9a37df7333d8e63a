import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingDto } from '../../../api';
import { CopyButton } from '../../../components/ui/CopyButton';
import { formatMoney } from '../format';
import { useOnlineBookingTranslation } from '../i18n';
import { DetailsList } from './DetailsList';
import { EpcQrCode } from './EpcQrCode';
import { PageSection } from './PageSection';

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

/** The demo account's warning: before the data, impossible to miss, printed too. */
const StyledDemo = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p:first-child {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p:last-child {
    margin: 0;
  }
`;

const StyledQr = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content 1fr;
    align-items: center;
  }
`;

export interface TransferDetailsProps {
  booking: BookingDto;
  /** What this transfer pays, in euro cents, as the server stated it. */
  amountCents: number;
  /** What the amount is: 'Acconto', 'Intero importo', 'Saldo'. */
  amountLabel: string;
  /** The deadline's rows of the list (<dt> and <dd>). */
  deadline: ReactNode;
  /**
   * The server's EPC code for this very amount (`epcQrPayload` for the first payment,
   * `balanceEpcQrPayload` for the balance); null: no code is shown.
   */
  qrPayload: string | null;
  /** A sentence before the data. */
  intro?: ReactNode;
}

/**
 * The bank transfer to make: beneficiary, IBAN in groups of four, bank, the reference and the
 * amount (IBAN and reference with copy buttons), the deadline, and the SEPA QR code with its
 * caveat. The booking must have an account to pay into (`beneficiary.iban`). The demo account
 * of a development start comes with a warning that no money must be sent (DECISIONS 32).
 */
export function TransferDetails({
  booking,
  amountCents,
  amountLabel,
  deadline,
  qrPayload,
  intro,
}: TransferDetailsProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const id = useId();
  const { beneficiary } = booking;
  const amount = formatMoney(amountCents, i18n.language);
  return (
    <>
      <PageSection aria-labelledby={`${id}-transfer`}>
        <h2 id={`${id}-transfer`}>{t('onlineBooking.payment.transferTitle')}</h2>
        {intro}
        {beneficiary.isDemo && (
          <StyledDemo role="note">
            <p>{t('onlineBooking.payment.demoTitle')}</p>
            <p>{t('onlineBooking.payment.demoText')}</p>
          </StyledDemo>
        )}
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
              <span>{booking.paymentReference}</span>
              <CopyButton
                text={booking.paymentReference}
                label={t('onlineBooking.payment.copyReference')}
                copiedLabel={t('onlineBooking.copy.copied')}
                failedText={t('onlineBooking.copy.failed')}
              />
            </StyledCopyable>
            <StyledHint>{t('onlineBooking.payment.referenceHint')}</StyledHint>
          </dd>
          <dt>{t('onlineBooking.payment.amount')}</dt>
          <dd>
            <StyledAmount>{amount}</StyledAmount> ({amountLabel})
          </dd>
          {deadline}
        </DetailsList>
      </PageSection>

      {qrPayload && (
        <PageSection aria-labelledby={`${id}-qr`}>
          <h2 id={`${id}-qr`}>{t('onlineBooking.payment.qrTitle')}</h2>
          <StyledQr>
            <EpcQrCode
              payload={qrPayload}
              alt={t('onlineBooking.payment.qrAlt', {
                amount,
                beneficiary: beneficiary.accountHolder,
                reference: booking.paymentReference,
              })}
            />
            <p>{t('onlineBooking.payment.qrText')}</p>
          </StyledQr>
        </PageSection>
      )}
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import type { AdminBookingDetailDto, TransferReceiptDto } from '../../../api';
import { refusalMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { Details } from '../components/Details';
import { useBookingsTranslation } from './i18n';
import { formatCents, formatFileSize } from './money';
import { downloadReceipt, receiptFilename, receiptKind } from './transfer-receipt';

const StyledPayments = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  li {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledDownload = styled.div`
  display: flex;
`;

const StyledNote = styled.p`
  margin: 0;
`;

/**
 * The money of a booking: each payment received (its day, its amount to the cent, recorded by
 * hand or read from a bank statement), what is left and by when, and the transfer receipt the
 * customer uploaded, downloaded as a file.
 */
export function BookingPayments({ booking }: { booking: AdminBookingDetailDto }) {
  const { t, i18n } = useBookingsTranslation();
  const language = i18n.language;
  const cents = (amount: number) => formatCents(amount, language);
  const receipt = booking.transferReceipt;
  const waiting = booking.status === 'pending' || booking.status === 'transfer_declared';

  const download = useMutation({
    mutationFn: (file: TransferReceiptDto) =>
      downloadReceipt(booking.id, receiptFilename(booking.paymentReference, file.mediaType)),
    onSuccess: () => notifySuccess(t('admin.bookings.receiptDone')),
    onError: (error) => notifyError(refusalMessage(error) ?? t('admin.bookings.receiptError')),
  });

  let left: readonly [string, string] | false = false;
  if (waiting) {
    left = [
      t('admin.bookings.dueNow'),
      t('admin.bookings.dueNowValue', {
        amount: cents(booking.amountToPayCents),
        deadline: formatDateTime(booking.paymentExpiresAt, language),
      }),
    ];
  } else if (booking.status === 'confirmed' && booking.paymentStatus === 'deposit_paid') {
    const amount = cents(booking.balanceDueCents);
    left = [
      t('admin.bookings.balance'),
      booking.balanceDueDate
        ? t('admin.bookings.balanceDueValue', { amount, date: formatCalendarDate(booking.balanceDueDate) })
        : amount,
    ];
  } else if (booking.status === 'confirmed') {
    left = [t('admin.bookings.nothingDue'), t('admin.bookings.nothingDueValue')];
  }

  return (
    <StyledPanel aria-labelledby="admin-booking-received">
      <h2 id="admin-booking-received">{t('admin.bookings.receivedTitle')}</h2>
      {booking.payments.length === 0 ? (
        <StyledNote>{t('admin.bookings.noPayments')}</StyledNote>
      ) : (
        <StyledPayments>
          {booking.payments.map((payment, index) => (
            <li key={payment.entryId ?? `manual-${index}`}>
              {t('admin.bookings.paymentLine', {
                date: formatCalendarDate(payment.receivedOn),
                amount: cents(payment.amountCents),
                source: t(`admin.bookings.paymentSources.${payment.source}`),
              })}
            </li>
          ))}
        </StyledPayments>
      )}
      {(left || receipt) && (
        <Details
          rows={[
            left,
            receipt !== null && [
              t('admin.bookings.receipt'),
              t('admin.bookings.receiptUploaded', {
                when: formatDateTime(receipt.uploadedAt, language),
                kind: receiptKind(receipt.mediaType),
                size: formatFileSize(receipt.sizeBytes, language),
              }),
            ],
          ]}
        />
      )}
      {receipt ? (
        <StyledDownload>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(receipt)}>
            {download.isPending ? t('admin.bookings.receiptDownloading') : t('admin.bookings.receiptDownload')}
          </Button>
        </StyledDownload>
      ) : (
        waiting && <StyledNote>{t('admin.bookings.receiptMissing')}</StyledNote>
      )}
    </StyledPanel>
  );
}

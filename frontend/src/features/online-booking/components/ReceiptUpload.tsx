import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { BookingDto } from '../../../api';
import { apiRefusal } from '../../../api/api-error';
import { getBookingQueryKey, uploadTransferReceiptMutation } from '../../../api/query-options';
import { localeOf } from '../../../components/ui/format';
import { visuallyHidden } from '../../../components/ui/VisuallyHidden';
import { romeDate, romeTimeParts } from '../format';
import { useOnlineBookingTranslation } from '../i18n';

/** The server keeps receipts up to 5 MB (5 × 1024 × 1024 bytes). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
const RECEIPT_NAME = /\.(pdf|jpe?g|png)$/i;
const RECEIPT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * What the browser can tell at once about a chosen file, to spare sending one that would be
 * refused; null when it may go. The server reads the file's content and has the last word: a
 * file the browser cannot name a type for is sent.
 */
export function receiptProblem(file: File): 'tooLarge' | 'wrongType' | null {
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  if (file.type && !RECEIPT_TYPES.includes(file.type) && !RECEIPT_NAME.test(file.name)) return 'wrongType';
  return null;
}

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

/** The file control, as large and plain as a button, and as easy to reach with the keyboard. */
const StyledPicker = styled.div`
  position: relative;

  /* Out of sight but focusable and named by the label, which shows its focus ring. */
  input {
    ${visuallyHidden}
  }

  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 3.5rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.bodyWide};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: center;
    cursor: pointer;
  }

  label:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }

  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusHalo};
  }

  input:disabled + label {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.placeholder};
    color: ${({ theme }) => theme.colors.text};
  }

  @media print {
    display: none;
  }
`;

const StyledHint = styled.p`
  @media print {
    display: none;
  }
`;

const StyledDone = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledProblem = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface ReceiptUploadProps {
  booking: BookingDto;
  /** The agency's e-mail, for the customer who prefers to send the receipt that way. */
  email: string | undefined;
  /** The booking may have changed (expired, cancelled, gone): read it again. */
  onStale: () => void;
  /** Where the page keeps the booking it shows; by default, the booking read by its id. */
  queryKey?: QueryKey;
}

/**
 * The customer's transfer receipt: a PDF or a photo sent from here, then 'Ricevuta ricevuta
 * il ...' in Rome's time, and another file to take its place. The server's refusals (too
 * large, not a PDF, JPEG or PNG, too many tries, a booking no longer waiting) are shown in its
 * own words.
 */
export function ReceiptUpload({ booking, email, onStale, queryKey }: ReceiptUploadProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const uploadedAt = booking.transferReceiptUploadedAt;

  const upload = useMutation({
    ...uploadTransferReceiptMutation(),
    onSuccess: (receipt) => {
      setProblem(null);
      queryClient.setQueryData(
        queryKey ?? getBookingQueryKey({ path: { id: booking.id } }),
        (current: BookingDto | undefined) =>
          current ? { ...current, transferReceiptUploadedAt: receipt.uploadedAt } : current,
      );
    },
    onError: (error) => {
      const refusal = apiRefusal(error);
      setProblem(refusal?.message ?? t('onlineBooking.success.receiptError'));
      if (refusal?.status === 404 || refusal?.status === 409) onStale();
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that the same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file || upload.isPending) return;
    const quick = receiptProblem(file);
    if (quick === 'tooLarge') {
      const size = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 1 }).format(
        file.size / (1024 * 1024),
      );
      setProblem(t('onlineBooking.success.receiptTooLarge', { size }));
      return;
    }
    if (quick === 'wrongType') {
      setProblem(t('onlineBooking.success.receiptWrongType'));
      return;
    }
    setProblem(null);
    upload.mutate({ path: { id: booking.id }, body: { file } });
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <StyledSection aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('onlineBooking.success.receiptTitle')}</h2>
      {uploadedAt && (
        <StyledDone role="status">
          {t('onlineBooking.success.receiptReceived', {
            date: romeDate(uploadedAt),
            time: romeTimeParts(uploadedAt, i18n.language).time,
          })}
        </StyledDone>
      )}
      <StyledHint id={hintId}>
        {uploadedAt && `${t('onlineBooking.success.receiptReplaceHint')} `}
        {t('onlineBooking.success.receiptHint')}
      </StyledHint>
      <StyledPicker>
        <input
          id={id}
          type="file"
          accept={RECEIPT_ACCEPT}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          onChange={choose}
        />
        <label htmlFor={id}>
          {uploadedAt ? t('onlineBooking.success.receiptReplace') : t('onlineBooking.success.receiptPick')}
        </label>
      </StyledPicker>
      {upload.isPending && <p role="status">{t('onlineBooking.success.receiptSending')}</p>}
      {problem && (
        <StyledProblem id={problemId} role="alert">
          {problem}
        </StyledProblem>
      )}
      {!uploadedAt && email && <StyledHint>{t('onlineBooking.success.sendTo', { email })}</StyledHint>}
    </StyledSection>
  );
}

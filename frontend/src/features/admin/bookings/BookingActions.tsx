import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AdminBookingDetailDto, PaymentType } from '../../../api';
import {
  cancelBookingMutation,
  confirmBookingPaymentMutation,
  extendBookingWindowMutation,
  getAdminBookingQueryKey,
  getDeparturePassengersQueryKey,
  listAdminBookingsQueryKey,
  listAuditEventsQueryKey,
  listDeparturesQueryKey,
  listHoldAlertsQueryKey,
} from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { formatEuro } from '../../../components/ui/format';
import { notifySuccess } from '../../../components/ui/toast';
import { useBookingsTranslation } from './i18n';
import { SelectField, TextAreaField } from '../../../components/ui/FormField';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledNote = styled.p`
  margin: 0;
`;

const StyledRefusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCounter = styled.p<{ $over: boolean }>`
  margin: 0;
  color: ${({ $over, theme }) => ($over ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: ${({ $over, theme }) => ($over ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const StyledChoice = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.layout.minTarget};
  }

  input {
    width: 1.5rem;
    height: 1.5rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

type Asking = 'payment' | 'extend' | 'cancel' | null;

/** The working days a deadline can be moved by at once (the server takes 1 to 10). */
const EXTENSION_DAYS = [1, 2, 3, 5, 10] as const;
/** Three, as a declared transfer is given: the time an Italian transfer takes to arrive. */
const DEFAULT_EXTENSION_DAYS = 3;
/** The longest reason the server keeps, in characters as a person counts them (code points). */
const CANCELLATION_REASON_MAX = 500;

const characters = (text: string) => Array.from(text).length;

/**
 * The queries whose answers a payment, a new deadline or a cancellation changes: lists, seats
 * (also those the home's alerts on unpaid holds show), the audit trail.
 */
const affected = (booking: AdminBookingDetailDto) => [
  listAdminBookingsQueryKey(),
  getAdminBookingQueryKey({ path: { id: booking.id } }),
  listDeparturesQueryKey(),
  getDeparturePassengersQueryKey({ path: { id: booking.departureId } }),
  listAuditEventsQueryKey(),
  listHoldAlertsQueryKey(),
];

/**
 * What staff can do with a booking, each after a confirmation: record the payment (the
 * deposit or all of it for a booking on deposit terms; the balance once the deposit is in),
 * and for one still waiting for its payment move its deadline by some working days or cancel
 * it, with a reason the customer reads in the cancellation e-mail. A refusal stays in sight with the server's words, as the booking has changed meanwhile
 * (expired, already cancelled...).
 */
export function BookingActions({ booking }: { booking: AdminBookingDetailDto }) {
  const { t, i18n } = useBookingsTranslation();
  const queryClient = useQueryClient();
  const choiceName = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [payment, setPayment] = useState<PaymentType>(booking.paymentType);
  const [days, setDays] = useState<number>(DEFAULT_EXTENSION_DAYS);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Kept when the dialog is closed without cancelling, so that a reason written is not lost.
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const waiting = booking.status === 'pending' || booking.status === 'transfer_declared';
  const balanceDue = booking.status === 'confirmed' && booking.paymentStatus === 'deposit_paid';
  const names = { reference: booking.paymentReference, name: booking.leadTraveller };
  const euro = (cents: number) => formatEuro(cents, i18n.language);
  const deadline = formatDateTime(booking.paymentExpiresAt, i18n.language);

  const settled = (next: AdminBookingDetailDto) => {
    queryClient.setQueryData(getAdminBookingQueryKey({ path: { id: next.id } }), next);
    setAsking(null);
    return invalidate(queryClient, ...affected(next));
  };
  const refused = (error: unknown) => {
    setAsking(null);
    setRefusal(refusalMessage(error) ?? t('admin.common.saveError'));
    return invalidate(queryClient, ...affected(booking));
  };

  const confirm = useMutation({
    ...confirmBookingPaymentMutation(),
    onSuccess: (next) => {
      notifySuccess(balanceDue ? t('admin.bookings.balanceConfirmed') : t('admin.bookings.confirmed'));
      return settled(next);
    },
    onError: refused,
  });
  const extend = useMutation({
    ...extendBookingWindowMutation(),
    onSuccess: (next) => {
      notifySuccess(t('admin.bookings.extended', { deadline: formatDateTime(next.paymentExpiresAt, i18n.language) }));
      return settled(next);
    },
    onError: refused,
  });
  const cancel = useMutation({
    ...cancelBookingMutation(),
    onSuccess: (next) => {
      notifySuccess(t('admin.bookings.cancelled'));
      setReason('');
      return settled(next);
    },
    onError: (error) => {
      // A reason the server will not keep is said beside it, the dialog still open to correct it.
      const onField = fieldMessages(error).reason?.[0];
      if (onField) {
        setReasonError(onField);
        return;
      }
      return refused(error);
    },
  });
  const sendCancel = () => {
    const text = reason.trim();
    const over = characters(text) - CANCELLATION_REASON_MAX;
    if (over > 0) {
      setReasonError(t('admin.bookings.cancelReasonTooLong', { count: over, max: CANCELLATION_REASON_MAX }));
      return;
    }
    cancel.mutate({ path: { id: booking.id }, body: text ? { reason: text } : {} });
  };

  const ask = (what: Exclude<Asking, null>) => {
    setRefusal(null);
    setPayment(booking.paymentType);
    setDays(DEFAULT_EXTENSION_DAYS);
    setReasonError(null);
    setAsking(what);
  };
  const close = (open: boolean) => {
    if (!open) setAsking(null);
  };

  let note: string | null = null;
  if (!waiting && !balanceDue) {
    note =
      booking.status === 'confirmed'
        ? t('admin.bookings.paidInFull')
        : t('admin.bookings.noActions', { status: t(`admin.bookings.statuses.${booking.status}`).toLowerCase() });
  }

  return (
    <StyledPanel aria-labelledby="admin-booking-actions">
      <h2 id="admin-booking-actions">{t('admin.bookings.actionsTitle')}</h2>
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
      {waiting && <StyledNote>{t('admin.bookings.deadlineNow', { deadline })}</StyledNote>}
      {note ? (
        <StyledNote>{note}</StyledNote>
      ) : (
        <StyledButtons>
          <Button onClick={() => ask('payment')}>
            {balanceDue ? t('admin.bookings.confirmBalance') : t('admin.bookings.confirmPayment')}
          </Button>
          {waiting && (
            <>
              <Button variant="secondary" onClick={() => ask('extend')}>
                {t('admin.bookings.extend')}
              </Button>
              <Button variant="secondary" onClick={() => ask('cancel')}>
                {t('admin.bookings.cancel')}
              </Button>
            </>
          )}
        </StyledButtons>
      )}

      <ConfirmDialog
        open={asking === 'payment'}
        onOpenChange={close}
        title={balanceDue ? t('admin.bookings.balanceTitle') : t('admin.bookings.confirmTitle')}
        description={
          balanceDue
            ? t('admin.bookings.balanceText', { ...names, amount: euro(booking.balanceCents) })
            : t('admin.bookings.confirmText', names)
        }
        confirmLabel={t('admin.bookings.confirmLabel')}
        pending={confirm.isPending}
        onConfirm={() => confirm.mutate({ path: { id: booking.id }, body: { payment: balanceDue ? 'full' : payment } })}
      >
        {/* Only a booking on deposit terms has a choice: one on full terms is paid all at once. */}
        {!balanceDue && booking.paymentType === 'deposit' && (
          <StyledChoice>
            <legend>{t('admin.bookings.paymentChoice')}</legend>
            <label>
              <input
                type="radio"
                name={choiceName}
                value="deposit"
                checked={payment === 'deposit'}
                onChange={() => setPayment('deposit')}
              />
              {t('admin.bookings.choiceDeposit', { amount: euro(booking.depositAmountCents) })}
            </label>
            <label>
              <input
                type="radio"
                name={choiceName}
                value="full"
                checked={payment === 'full'}
                onChange={() => setPayment('full')}
              />
              {t('admin.bookings.choiceFull', { amount: euro(booking.totalPriceCents) })}
            </label>
          </StyledChoice>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'extend'}
        onOpenChange={close}
        title={t('admin.bookings.extendTitle')}
        description={t('admin.bookings.extendText', { ...names, deadline })}
        confirmLabel={t('admin.bookings.extendLabel')}
        pending={extend.isPending}
        onConfirm={() => extend.mutate({ path: { id: booking.id }, body: { workingDays: days } })}
      >
        <SelectField
          label={t('admin.bookings.extendDays')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {EXTENSION_DAYS.map((count) => (
            <option key={count} value={count}>
              {t('admin.bookings.extendDay', { count })}
            </option>
          ))}
        </SelectField>
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={close}
        title={t('admin.bookings.cancelTitle')}
        description={t('admin.bookings.cancelText', names)}
        confirmLabel={t('admin.bookings.cancelLabel')}
        dismissLabel={t('admin.bookings.keep')}
        pending={cancel.isPending}
        onConfirm={sendCancel}
      >
        {/* Not limited by maxLength, which would cut a pasted text without a word: the counter and the check say it. */}
        <TextAreaField
          label={t('admin.bookings.cancelReason')}
          hint={t('admin.bookings.cancelReasonHint', { max: CANCELLATION_REASON_MAX })}
          value={reason}
          error={reasonError ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
        <StyledCounter $over={characters(reason.trim()) > CANCELLATION_REASON_MAX}>
          {t('admin.bookings.cancelReasonCount', {
            count: characters(reason.trim()),
            max: CANCELLATION_REASON_MAX,
          })}
        </StyledCounter>
      </ConfirmDialog>
    </StyledPanel>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminBookingDetailDto, BookingContactChangeDto } from '../../../api';
import {
  changeBookingContactMutation,
  getAdminBookingQueryKey,
  listAdminBookingsQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { notifySuccess } from '../../../components/ui/toast';
import { AdminDialog, DialogClose, DialogActions, DialogProblem } from '../components/AdminDialog';
import { StyledForm } from '../components/ScreenParts';
import { useBookingsTranslation } from './i18n';

interface ContactValues {
  contactEmail: string;
  contactPhone: string;
}

/**
 * 'Correggi i contatti': staff put right an e-mail or phone the customer mistyped, typically
 * after a message came back refused. The server checks both; what it refuses is said beside
 * the field, the dialog still open.
 */
export function ContactCorrection({ booking }: { booking: AdminBookingDetailDto }) {
  const { t } = useBookingsTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('admin.bookings.contactCorrect')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.bookings.contactCorrectTitle')}
        description={t('admin.bookings.contactCorrectIntro', { reference: booking.paymentReference })}
      >
        {open && <ContactForm booking={booking} onDone={() => setOpen(false)} />}
      </AdminDialog>
    </>
  );
}

function ContactForm({ booking, onDone }: { booking: AdminBookingDetailDto; onDone: () => void }) {
  const { t } = useBookingsTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({
    defaultValues: { contactEmail: booking.contactEmail, contactPhone: booking.contactPhone },
  });

  const change = useMutation({
    ...changeBookingContactMutation(),
    onSuccess: (next) => {
      queryClient.setQueryData(getAdminBookingQueryKey({ path: { id: next.id } }), next);
      notifySuccess(t('admin.bookings.contactCorrected'));
      onDone();
      return invalidate(queryClient, listAdminBookingsQueryKey(), listAuditEventsQueryKey());
    },
    onError: (error) => {
      const details = fieldMessages(error);
      if (details.contactEmail || details.contactPhone) {
        if (details.contactEmail) setError('contactEmail', { message: details.contactEmail[0] });
        if (details.contactPhone) setError('contactPhone', { message: details.contactPhone[0] });
        return;
      }
      setError('root.server', { message: refusalMessage(error) ?? t('admin.common.saveError') });
    },
  });

  const submit = handleSubmit((values) => {
    const body: BookingContactChangeDto = {};
    const email = values.contactEmail.trim();
    const phone = values.contactPhone.trim();
    if (email !== booking.contactEmail) body.contactEmail = email;
    if (phone !== booking.contactPhone) body.contactPhone = phone;
    if (Object.keys(body).length === 0) onDone();
    else change.mutate({ path: { id: booking.id }, body });
  });

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('admin.bookings.contactCorrectTitle')}
    >
      <FormField
        label={t('admin.bookings.email')}
        type="email"
        autoComplete="off"
        required
        error={errors.contactEmail?.message}
        {...register('contactEmail', { validate: (value) => value.trim() !== '' || t('admin.common.fieldRequired') })}
      />
      <FormField
        label={t('admin.bookings.phone')}
        type="tel"
        autoComplete="off"
        required
        error={errors.contactPhone?.message}
        {...register('contactPhone', { validate: (value) => value.trim() !== '' || t('admin.common.fieldRequired') })}
      />
      {errors.root?.server && <DialogProblem role="alert">{errors.root.server.message}</DialogProblem>}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('admin.bookings.contactSaving') : t('admin.bookings.contactSave')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

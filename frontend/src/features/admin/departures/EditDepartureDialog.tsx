import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AdminDepartureDto, AdminDepartureUpdateDto } from '../../../api';
import { updateDepartureMutation, listDeparturesQueryKey, listAuditEventsQueryKey } from '../../../api/query-options';
import { fieldMessages, refusalCode, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifySuccess } from '../../../components/ui/toast';
import { useDeparturesTranslation } from './i18n';
import { FormField } from '../../../components/ui/FormField';
import { StyledForm } from '../components/ScreenParts';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { AdminDialog, DialogClose } from '../components/AdminDialog';
import { centsToEuroInput, euroToCents } from './euro';
import { priceRule, seatsFrom, seatsRule } from './field-rules';
import { useDepartureLimits } from './limits';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface EditValues {
  price: string;
  totalSpots: string;
}

export interface EditDepartureDialogProps {
  /** The departure being changed; null keeps the dialog closed. */
  departure: AdminDepartureDto | null;
  onClose: () => void;
}

export function EditDepartureDialog({ departure, onClose }: EditDepartureDialogProps) {
  const { t } = useDeparturesTranslation();
  return (
    <AdminDialog
      open={departure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.departures.editTitle')}
      description={
        departure
          ? t('admin.departures.editIntro', {
              trip: departure.tripTitle,
              date: formatCalendarDate(departure.startDate),
            })
          : ''
      }
    >
      {departure && <EditDepartureForm key={departure.id} departure={departure} onDone={onClose} />}
    </AdminDialog>
  );
}

function EditDepartureForm({ departure, onDone }: { departure: AdminDepartureDto; onDone: () => void }) {
  const { t, i18n } = useDeparturesTranslation();
  const queryClient = useQueryClient();
  const limits = useDepartureLimits();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues>({
    defaultValues: {
      price: centsToEuroInput(departure.priceCents, i18n.language),
      totalSpots: String(departure.totalSpots),
    },
  });

  const update = useMutation({
    ...updateDepartureMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.departures.saved'));
      onDone();
      return invalidate(queryClient, listDeparturesQueryKey(), listAuditEventsQueryKey());
    },
    onError: (error) => {
      const details = fieldMessages(error);
      const message = refusalMessage(error) ?? t('admin.common.saveError');
      if (refusalCode(error) === 'SEATS_BELOW_TAKEN' || details.totalSpots) {
        setError('totalSpots', { message: details.totalSpots?.[0] ?? message });
      } else if (details.priceCents) {
        setError('price', { message: t('admin.departures.priceInvalid') });
      } else {
        setError('root.server', { message });
      }
    },
  });

  const submit = handleSubmit((values) => {
    const priceCents = euroToCents(values.price);
    const totalSpots = seatsFrom(values.totalSpots, limits);
    const body: AdminDepartureUpdateDto = {};
    if (priceCents !== null && priceCents !== departure.priceCents) body.priceCents = priceCents;
    if (totalSpots !== null && totalSpots !== departure.totalSpots) body.totalSpots = totalSpots;
    if (Object.keys(body).length === 0) onDone();
    else update.mutate({ path: { id: departure.id }, body });
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.departures.editTitle')}>
      <FormField
        label={t('admin.departures.editPrice')}
        hint={t('admin.departures.editPriceHint')}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.price?.message}
        {...register('price', { validate: priceRule(t, { optional: false, language: i18n.language }, limits) })}
      />
      <FormField
        label={t('admin.departures.editSeats')}
        hint={t('admin.departures.editSeatsHint', { count: departure.seatsTaken })}
        type="number"
        inputMode="numeric"
        min={1}
        max={limits?.maxTotalSpots}
        step={1}
        required
        error={errors.totalSpots?.message}
        {...register('totalSpots', { validate: seatsRule(t, { optional: false }, limits) })}
      />
      {errors.root?.server && <StyledProblem role="alert">{errors.root.server.message}</StyledProblem>}
      <StyledActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('admin.departures.saving') : t('admin.departures.save')}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

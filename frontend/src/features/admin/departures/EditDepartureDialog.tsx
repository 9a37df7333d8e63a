import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
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
import { AdminDialog, DialogClose, DialogActions, DialogProblem } from '../components/AdminDialog';
import { centsToEuroInput, euroToCents } from './euro';
import { priceRule, seatsFrom, seatsRule } from './field-rules';
import { useDepartureLimits } from './limits';

/** The airports a group meets at, in the order staff read them. */
const MEETING_AIRPORTS = ['MXP', 'FCO'] as const;
type MeetingAirport = (typeof MEETING_AIRPORTS)[number];

interface EditValues {
  price: string;
  totalSpots: string;
  meetingTimes: Record<MeetingAirport, string>;
  coordinators: [string, string];
}

/** The names typed, without blanks: none, one or two (decision R2). */
function coordinatorsOf(typed: [string, string]): string[] {
  return typed.map((name) => name.trim()).filter((name) => name !== '');
}

/** The times as the server takes them: every airport, null where the field is empty. */
function meetingTimesOf(values: Record<MeetingAirport, string>): AdminDepartureUpdateDto['meetingTimes'] {
  return { MXP: values.MXP.trim() || null, FCO: values.FCO.trim() || null };
}

function sameMeetingTimes(a: AdminDepartureUpdateDto['meetingTimes'], b: AdminDepartureDto['meetingTimes']): boolean {
  return MEETING_AIRPORTS.every((airport) => (a?.[airport] ?? null) === (b[airport] ?? null));
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
      meetingTimes: { MXP: departure.meetingTimes.MXP ?? '', FCO: departure.meetingTimes.FCO ?? '' },
      coordinators: [departure.coordinators[0] ?? '', departure.coordinators[1] ?? ''],
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
      } else if (refusalCode(error) === 'COORDINATOR_BUSY' || details.coordinators) {
        setError('coordinators.0', { message: details.coordinators?.[0] ?? message });
      } else if (details['meetingTimes.MXP'] || details['meetingTimes.FCO']) {
        for (const airport of MEETING_AIRPORTS) {
          const problem = details[`meetingTimes.${airport}`]?.[0];
          if (problem) setError(`meetingTimes.${airport}`, { message: problem });
        }
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
    const meetingTimes = meetingTimesOf(values.meetingTimes);
    if (!sameMeetingTimes(meetingTimes, departure.meetingTimes)) body.meetingTimes = meetingTimes;
    const coordinators = coordinatorsOf(values.coordinators);
    if (coordinators.join('\n') !== departure.coordinators.join('\n')) body.coordinators = coordinators;
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
      {MEETING_AIRPORTS.map((airport) => (
        <FormField
          key={airport}
          label={t('admin.departures.meetingTime', { airport: t(`admin.departures.airports.${airport}`) })}
          hint={t('admin.departures.meetingTimeHint')}
          type="time"
          step={300}
          error={errors.meetingTimes?.[airport]?.message}
          {...register(`meetingTimes.${airport}`, {
            pattern: { value: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('admin.departures.meetingTimeInvalid') },
          })}
        />
      ))}
      <fieldset>
        <legend>{t('admin.departures.editCoordinatorsHint')}</legend>
        <FormField
          label={t('admin.departures.coordinator1')}
          autoComplete="off"
          maxLength={40}
          error={errors.coordinators?.[0]?.message}
          {...register('coordinators.0')}
        />
        <FormField
          label={t('admin.departures.coordinator2')}
          autoComplete="off"
          maxLength={40}
          {...register('coordinators.1')}
        />
      </fieldset>
      {errors.root?.server && <DialogProblem role="alert">{errors.root.server.message}</DialogProblem>}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('admin.departures.saving') : t('admin.departures.save')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

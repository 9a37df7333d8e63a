import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AdminDepartureCreateDto, TripSummaryDto } from '../../../api';
import { createDepartureMutation, listDeparturesQueryKey, listAuditEventsQueryKey } from '../../../api/query-options';
import { fieldMessages, refusalCode, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifySuccess } from '../../../components/ui/toast';
import { useDeparturesTranslation } from './i18n';
import { FormField, SelectField } from '../../../components/ui/FormField';
import { StyledForm } from '../components/ScreenParts';
import { euroToCents, todayInRome } from './euro';
import { priceRule, seatsFrom, seatsRule } from './field-rules';
import { useDepartureLimits } from './limits';

const StyledPair = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface NewDepartureValues {
  tripSlug: string;
  startDate: string;
  price: string;
  totalSpots: string;
  coordinator1: string;
  coordinator2: string;
}

const COORDINATOR_MAX_LENGTH = 40;

export interface AddDepartureFormProps {
  trips: TripSummaryDto[];
  /** The trip chosen in the filters, offered first. */
  tripSlug: string;
}

export function AddDepartureForm({ trips, tripSlug }: AddDepartureFormProps) {
  const { t, i18n } = useDeparturesTranslation();
  const queryClient = useQueryClient();
  const limits = useDepartureLimits();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<NewDepartureValues>({
    defaultValues: { tripSlug, startDate: '', price: '', totalSpots: '', coordinator1: '', coordinator2: '' },
  });

  // The trip chosen in the filters is the likely one, unless another was picked here already.
  useEffect(() => {
    if (!getFieldState('tripSlug').isDirty) setValue('tripSlug', tripSlug);
  }, [tripSlug, getFieldState, setValue]);

  const create = useMutation({
    ...createDepartureMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.departures.added'));
      reset({ ...getValues(), startDate: '', price: '', totalSpots: '', coordinator1: '', coordinator2: '' });
      return invalidate(queryClient, listDeparturesQueryKey(), listAuditEventsQueryKey());
    },
    onError: (error) => {
      const details = fieldMessages(error);
      const message = refusalMessage(error) ?? t('admin.common.saveError');
      const code = refusalCode(error);
      let placed = false;
      const place = (field: keyof NewDepartureValues, text: string | undefined) => {
        if (!text) return;
        setError(field, { message: text });
        placed = true;
      };
      place('tripSlug', code === 'TRIP_NOT_FOUND' ? message : details.tripSlug?.[0]);
      place('startDate', code === 'DEPARTURE_EXISTS' ? message : details.startDate?.[0]);
      place('price', details.priceCents ? t('admin.departures.priceInvalid') : undefined);
      place('totalSpots', details.totalSpots?.[0]);
      place('coordinator1', details.coordinators?.[0]);
      if (!placed) setError('root.server', { message });
    },
  });

  const submit = handleSubmit((values) => {
    const body: AdminDepartureCreateDto = { tripSlug: values.tripSlug, startDate: values.startDate };
    const priceCents = euroToCents(values.price);
    const totalSpots = seatsFrom(values.totalSpots, limits);
    const coordinators = [values.coordinator1.trim(), values.coordinator2.trim()] as [string, string];
    if (priceCents !== null) body.priceCents = priceCents;
    if (totalSpots !== null) body.totalSpots = totalSpots;
    if (coordinators[0] && coordinators[1]) body.coordinators = coordinators;
    create.mutate({ body });
  });

  const today = todayInRome();
  const bothOrNone = () => {
    const [first, second] = [getValues('coordinator1').trim(), getValues('coordinator2').trim()];
    if (!first && !second) return true;
    return first && second && first.toLowerCase() !== second.toLowerCase()
      ? true
      : t('admin.departures.coordinatorsBoth');
  };

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-departures-add">
      <SelectField
        label={t('admin.departures.trip')}
        required
        error={errors.tripSlug?.message}
        {...register('tripSlug', { required: t('admin.common.fieldRequired') })}
      >
        <option value="">{t('admin.departures.chooseTrip')}</option>
        {trips.map((trip) => (
          <option key={trip.slug} value={trip.slug}>
            {trip.title}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('admin.departures.startDate')}
        hint={t('admin.departures.startDateHint')}
        type="date"
        min={today}
        required
        error={errors.startDate?.message}
        {...register('startDate', {
          required: t('admin.common.fieldRequired'),
          validate: (day) => day >= today || t('admin.departures.datePast'),
        })}
      />
      <FormField
        label={t('admin.departures.addPrice')}
        hint={t('admin.departures.addPriceHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.price?.message}
        {...register('price', { validate: priceRule(t, { optional: true, language: i18n.language }, limits) })}
      />
      <FormField
        label={t('admin.departures.addSeats')}
        hint={
          limits
            ? t('admin.departures.addSeatsHintUpTo', { max: limits.maxTotalSpots })
            : t('admin.departures.addSeatsHint')
        }
        type="number"
        inputMode="numeric"
        min={1}
        max={limits?.maxTotalSpots}
        step={1}
        error={errors.totalSpots?.message}
        {...register('totalSpots', { validate: seatsRule(t, { optional: true }, limits) })}
      />
      <StyledPair>
        <legend>{t('admin.departures.coordinatorsHint')}</legend>
        <FormField
          label={t('admin.departures.coordinator1')}
          autoComplete="off"
          maxLength={COORDINATOR_MAX_LENGTH}
          error={errors.coordinator1?.message}
          {...register('coordinator1', { validate: bothOrNone })}
        />
        <FormField
          label={t('admin.departures.coordinator2')}
          autoComplete="off"
          maxLength={COORDINATOR_MAX_LENGTH}
          {...register('coordinator2')}
        />
      </StyledPair>
      {errors.root?.server && <StyledProblem role="alert">{errors.root.server.message}</StyledProblem>}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('admin.departures.adding') : t('admin.departures.add')}
        </Button>
      </div>
    </StyledForm>
  );
}

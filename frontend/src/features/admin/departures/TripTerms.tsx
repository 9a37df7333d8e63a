import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AdminTripDto, AdminTripUpdateDto } from '../../../api';
import {
  listAdminTripsOptions,
  listAdminTripsQueryKey,
  listAuditEventsQueryKey,
  listDeparturesQueryKey,
  listTripsQueryKey,
  updateAdminTripMutation,
} from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { formatEuro } from '../../../components/ui/format';
import { notifySuccess } from '../../../components/ui/toast';
import { AdminDialog, DialogActions, DialogClose, DialogProblem } from '../components/AdminDialog';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { StyledForm, StyledPanel } from '../components/ScreenParts';
import { centsToEuroInput, euroToCents } from './euro';
import { useDeparturesTranslation } from './i18n';

const StyledTerms = styled(StyledPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

/**
 * The chosen trip's terms that every departure of it shares: the single room's supplement
 * (DECISIONS 33) and the minimum group (34), with the dialog that changes them.
 */
export function TripTerms({ slug }: { slug: string }) {
  const { t, i18n } = useDeparturesTranslation();
  const trips = useQuery(listAdminTripsOptions());
  const [editing, setEditing] = useState(false);
  const trip = trips.data?.find((candidate) => candidate.slug === slug);

  return (
    <StyledTerms aria-labelledby="admin-trip-terms">
      <h2 id="admin-trip-terms">{t('admin.departures.tripTerms.title')}</h2>
      <QueryState
        isPending={trips.isPending}
        isError={trips.isError}
        isEmpty={trips.isSuccess && !trip}
        emptyText={t('admin.departures.tripTerms.missing')}
        onRetry={() => void trips.refetch()}
      >
        {trip && (
          <>
            <Details
              rows={[
                [
                  t('admin.departures.tripTerms.supplement'),
                  trip.singleSupplementCents === null
                    ? t('admin.departures.tripTerms.noSingleRooms')
                    : t('admin.departures.tripTerms.perSingleRoom', {
                        amount: formatEuro(trip.singleSupplementCents, i18n.language),
                      }),
                ],
                [
                  t('admin.departures.tripTerms.minimum'),
                  t('admin.departures.tripTerms.minimumOf', { count: trip.minGroupSize, max: trip.maxGroupSize }),
                ],
              ]}
            />
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('admin.departures.tripTerms.edit')}
            </Button>
          </>
        )}
      </QueryState>
      <AdminDialog
        open={editing && trip !== undefined}
        onOpenChange={setEditing}
        title={t('admin.departures.tripTerms.editTitle')}
        description={trip ? t('admin.departures.tripTerms.editIntro', { trip: trip.title }) : ''}
      >
        {trip && <TripTermsForm key={trip.slug} trip={trip} onDone={() => setEditing(false)} />}
      </AdminDialog>
    </StyledTerms>
  );
}

interface TermsValues {
  supplement: string;
  minGroupSize: string;
}

function TripTermsForm({ trip, onDone }: { trip: AdminTripDto; onDone: () => void }) {
  const { t, i18n } = useDeparturesTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TermsValues>({
    defaultValues: {
      supplement:
        trip.singleSupplementCents === null ? '' : centsToEuroInput(trip.singleSupplementCents, i18n.language),
      minGroupSize: String(trip.minGroupSize),
    },
  });

  const update = useMutation({
    ...updateAdminTripMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.departures.tripTerms.saved'));
      onDone();
      // The departures' guarantee is judged against the minimum, the trip list shows the supplement.
      return invalidate(
        queryClient,
        listAdminTripsQueryKey(),
        listTripsQueryKey(),
        listDeparturesQueryKey(),
        listAuditEventsQueryKey(),
      );
    },
    onError: (error) => {
      const details = fieldMessages(error);
      if (details.singleSupplementCents) setError('supplement', { message: details.singleSupplementCents[0] });
      if (details.minGroupSize) setError('minGroupSize', { message: details.minGroupSize[0] });
      if (!details.singleSupplementCents && !details.minGroupSize) {
        setError('root.server', { message: refusalMessage(error) ?? t('admin.common.saveError') });
      }
    },
  });

  const submit = handleSubmit((values) => {
    const supplement = values.supplement.trim() === '' ? null : euroToCents(values.supplement);
    const body: AdminTripUpdateDto = {};
    if (supplement !== trip.singleSupplementCents) body.singleSupplementCents = supplement;
    const minimum = Number(values.minGroupSize);
    if (minimum !== trip.minGroupSize) body.minGroupSize = minimum;
    if (Object.keys(body).length === 0) onDone();
    else update.mutate({ path: { slug: trip.slug }, body });
  });

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('admin.departures.tripTerms.editTitle')}
    >
      <FormField
        label={t('admin.departures.tripTerms.supplementField')}
        hint={t('admin.departures.tripTerms.supplementHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.supplement?.message}
        {...register('supplement', {
          validate: (text) =>
            text.trim() === '' || euroToCents(text) !== null || t('admin.departures.tripTerms.supplementInvalid'),
        })}
      />
      <FormField
        label={t('admin.departures.tripTerms.minimumField')}
        hint={t('admin.departures.tripTerms.minimumHint', { max: trip.maxGroupSize })}
        type="number"
        inputMode="numeric"
        min={1}
        max={trip.maxGroupSize}
        step={1}
        required
        error={errors.minGroupSize?.message}
        {...register('minGroupSize', {
          // Whole numbers only here; the server judges the range against the trip's group size.
          validate: (text) => /^\d+$/.test(text.trim()) || t('admin.departures.tripTerms.minimumInvalid'),
        })}
      />
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminDepartureDto, ListDeparturesData } from '../../../api';
import {
  generateTripDeparturesMutation,
  listDeparturesOptions,
  listTripsOptions,
  updateDepartureMutation,
  listDeparturesQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useDeparturesTranslation } from './i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { QueryState } from '../components/QueryState';
import {
  FILTER_FIELD_HEIGHT,
  StyledFilterBar,
  StyledFilterHints,
  StyledFilterRow,
  StyledListPanel,
  StyledListTitle,
  StyledPanel,
} from '../components/ScreenParts';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { useAdminHead } from '../use-admin-head';
import { AddDepartureForm } from './AddDepartureForm';
import { DeparturesTable } from './DeparturesTable';
import { EditDepartureDialog } from './EditDepartureDialog';
import { MinimumGroupDecisions } from './MinimumGroupDecisions';
import { TripTerms } from './TripTerms';
import { SelectField } from '../../../components/ui/FormField';

/** The trip as wide as the longest title needs; the box and the button as wide as their words. */
const StyledFilters = styled(StyledFilterRow)`
  ${({ theme }) => theme.media.md} {
    > * {
      flex: 0 0 auto;
    }

    > :first-child {
      flex: 0 1 24rem;
    }
  }
`;

/** As high as the list beside it, so that the box sits on its line. */
const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${FILTER_FIELD_HEIGHT};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  input {
    width: 1.5rem;
    height: 1.5rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The API's default page: enough for one trip's year, a few weeks of them all. */
const LIST_LIMIT = 200;

const GENERATE_HINT_ID = 'admin-departures-generate-hint';

export function DeparturesScreen() {
  const { t, i18n } = useDeparturesTranslation();
  useAdminHead(t('admin.departures.title'));
  const queryClient = useQueryClient();
  const [tripSlug, setTripSlug] = useState('');
  const [includeClosed, setIncludeClosed] = useState(false);
  const [editing, setEditing] = useState<AdminDepartureDto | null>(null);
  const [confirming, setConfirming] = useState<AdminDepartureDto | null>(null);

  const trips = useQuery(listTripsOptions({ query: { lang: i18n.language } }));
  const filters: ListDeparturesData['query'] = {
    limit: LIST_LIMIT,
    ...(tripSlug ? { trip: tripSlug } : {}),
    ...(includeClosed ? { includeClosed: true } : {}),
  };
  // No placeholder while another filter loads: rows of the trip left behind would pass for the new one's.
  const departures = useQuery(listDeparturesOptions({ query: filters }));
  const chosenTrip = trips.data?.find((trip) => trip.slug === tripSlug);

  const changed = () => invalidate(queryClient, listDeparturesQueryKey(), listAuditEventsQueryKey());

  const generate = useMutation({
    ...generateTripDeparturesMutation(),
    onSuccess: ({ added }) => {
      notifySuccess(
        added === 0 ? t('admin.departures.generatedNone') : t('admin.departures.generated', { count: added }),
      );
      return changed();
    },
    onError: (error) => notifyError(refusalMessage(error) ?? t('admin.common.saveError')),
  });

  const toggle = useMutation({
    ...updateDepartureMutation(),
    onSuccess: (departure) => {
      notifySuccess(
        departure.status === 'closed' ? t('admin.departures.closedDone') : t('admin.departures.reopenedDone'),
      );
      setConfirming(null);
      return changed();
    },
    onError: (error) => {
      setConfirming(null);
      notifyError(refusalMessage(error) ?? t('admin.common.saveError'));
    },
  });

  const confirmingNames = confirming
    ? { trip: confirming.tripTitle, date: formatCalendarDate(confirming.startDate) }
    : { trip: '', date: '' };
  const closing = confirming?.status === 'open';

  return (
    <>
      <StyledListTitle>
        <h1>{t('admin.departures.title')}</h1>
        <p>{t('admin.departures.intro')}</p>
      </StyledListTitle>

      <MinimumGroupDecisions />

      <StyledFilterBar aria-labelledby="admin-departures-filters">
        <VisuallyHidden as="h2" id="admin-departures-filters">
          {t('admin.departures.filtersTitle')}
        </VisuallyHidden>
        <StyledFilters>
          <SelectField
            label={t('admin.departures.trip')}
            value={tripSlug}
            onChange={(event) => setTripSlug(event.target.value)}
          >
            <option value="">{t('admin.departures.allTrips')}</option>
            {trips.data?.map((trip) => (
              <option key={trip.slug} value={trip.slug}>
                {trip.title}
              </option>
            ))}
          </SelectField>
          <StyledCheckbox>
            <input
              type="checkbox"
              checked={includeClosed}
              onChange={(event) => setIncludeClosed(event.target.checked)}
            />
            {t('admin.departures.includeClosed')}
          </StyledCheckbox>
          {chosenTrip && (
            <div>
              <Button
                variant="secondary"
                aria-describedby={GENERATE_HINT_ID}
                disabled={generate.isPending}
                onClick={() => generate.mutate({ path: { slug: chosenTrip.slug } })}
              >
                {generate.isPending ? t('admin.departures.generating') : t('admin.departures.generate')}
              </Button>
            </div>
          )}
        </StyledFilters>
        <StyledFilterHints>
          {chosenTrip ? (
            <p id={GENERATE_HINT_ID}>{t('admin.departures.generateHint', { trip: chosenTrip.title })}</p>
          ) : (
            <p>{t('admin.departures.generateChooseTrip')}</p>
          )}
        </StyledFilterHints>
      </StyledFilterBar>

      {chosenTrip && <TripTerms slug={chosenTrip.slug} />}

      <StyledListPanel aria-labelledby="admin-departures-list">
        <h2 id="admin-departures-list">{t('admin.departures.listTitle')}</h2>
        <QueryState
          isPending={departures.isPending}
          isError={departures.isError}
          isEmpty={departures.data?.length === 0}
          emptyText={t('admin.departures.empty')}
          onRetry={() => void departures.refetch()}
        >
          {departures.data?.length === LIST_LIMIT && <p>{t('admin.departures.truncated', { count: LIST_LIMIT })}</p>}
          <DeparturesTable departures={departures.data ?? []} onEdit={setEditing} onToggle={setConfirming} />
        </QueryState>
      </StyledListPanel>

      <StyledPanel aria-labelledby="admin-departures-add">
        <h2 id="admin-departures-add">{t('admin.departures.addTitle')}</h2>
        <AddDepartureForm trips={trips.data ?? []} tripSlug={tripSlug} />
      </StyledPanel>

      <EditDepartureDialog departure={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={closing ? t('admin.departures.confirmCloseTitle') : t('admin.departures.confirmReopenTitle')}
        description={t(
          closing ? 'admin.departures.confirmCloseText' : 'admin.departures.confirmReopenText',
          confirmingNames,
        )}
        confirmLabel={closing ? t('admin.departures.close') : t('admin.departures.reopen')}
        pending={toggle.isPending}
        onConfirm={() => {
          if (confirming) {
            toggle.mutate({ path: { id: confirming.id }, body: { status: closing ? 'closed' : 'open' } });
          }
        }}
      />
    </>
  );
}

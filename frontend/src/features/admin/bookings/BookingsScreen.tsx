import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { listAdminBookingsOptions, listDeparturesOptions, listTripsOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useBookingsTranslation } from './i18n';
import { SelectField } from '../../../components/ui/FormField';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { QueryState } from '../components/QueryState';
import {
  StyledFilterBar,
  StyledFilterHints,
  StyledFilterRow,
  StyledListHeading,
  StyledListPanel,
  StyledListTitle,
} from '../components/ScreenParts';
import { todayInRome } from '../departures/euro';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { useAdminHead } from '../use-admin-head';
import { BookingSearch } from './BookingSearch';
import { BookingsTable } from './BookingsTable';
import {
  BOOKING_STATUSES,
  PAGE_SIZE,
  listQuery,
  readFilters,
  rememberListAddress,
  writeFilters,
  type BookingFilters,
} from './filters';
import { downloadPassengerList, passengerListFilename } from './passenger-list';

/** The search box as wide as its label, the longest; the lists beside it share the rest. */
const StyledFilters = styled(StyledFilterRow)`
  ${({ theme }) => theme.media.md} {
    > form {
      flex: 0 1 24rem;
    }
  }
`;

const StyledDownload = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const StyledPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** A departure's bookings stay of interest a while after it leaves (passenger lists, balances). */
const DEPARTURES_LOOK_BACK_DAYS = 180;
/** A trip has about 78 departures a year: the look-back and the year ahead fit in one answer. */
const DEPARTURES_LIMIT = 200;

const SEARCH_HINT_ID = 'admin-bookings-search-hint';
const DEPARTURE_HINT_ID = 'admin-bookings-departure-hint';

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export function BookingsScreen() {
  const { t, i18n } = useBookingsTranslation();
  useAdminHead(t('admin.bookings.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  useEffect(() => rememberListAddress(writeFilters(filters)));

  // Another filter is another list: the page goes back to the first.
  const change = (next: Partial<BookingFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...next }), { replace: true });
  // The search lands after a pause in typing: read the address as it is then, not as it was at the key.
  const search = (text: string) =>
    setParams((current) => writeFilters({ ...readFilters(current), page: 1, search: text }), { replace: true });

  const trips = useQuery(listTripsOptions({ query: { lang: i18n.language } }));
  const departures = useQuery({
    ...listDeparturesOptions({
      query: {
        trip: filters.trip,
        includeClosed: true,
        from: daysBefore(todayInRome(), DEPARTURES_LOOK_BACK_DAYS),
        limit: DEPARTURES_LIMIT,
      },
    }),
    enabled: filters.trip !== '',
  });
  // No placeholder while another filter loads: rows of the filter left behind would pass for the new one's.
  const bookings = useQuery(listAdminBookingsOptions({ query: listQuery(filters) }));

  const chosenDeparture = departures.data?.find((departure) => departure.id === filters.departureId);
  const download = useMutation({
    mutationFn: ({ id, filename }: { id: string; filename: string }) => downloadPassengerList(id, filename),
    onSuccess: () => notifySuccess(t('admin.bookings.passengersDone')),
    onError: () => notifyError(t('admin.bookings.passengersError')),
  });

  const total = bookings.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <StyledListTitle>
        <h1>{t('admin.bookings.title')}</h1>
        <p>{t('admin.bookings.intro')}</p>
      </StyledListTitle>

      <StyledFilterBar aria-labelledby="admin-bookings-filters">
        <VisuallyHidden as="h2" id="admin-bookings-filters">
          {t('admin.bookings.filtersTitle')}
        </VisuallyHidden>
        <StyledFilters>
          <BookingSearch value={filters.search} onSearch={search} hintId={SEARCH_HINT_ID} />
          <SelectField
            label={t('admin.bookings.status')}
            value={filters.status}
            onChange={(event) => change({ status: event.target.value as BookingFilters['status'] })}
          >
            <option value="">{t('admin.bookings.allStatuses')}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.bookings.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('admin.bookings.trip')}
            value={filters.trip}
            onChange={(event) => change({ trip: event.target.value, departureId: '' })}
          >
            <option value="">{t('admin.bookings.allTrips')}</option>
            {trips.data?.map((trip) => (
              <option key={trip.slug} value={trip.slug}>
                {trip.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('admin.bookings.departure')}
            aria-describedby={filters.trip ? undefined : DEPARTURE_HINT_ID}
            value={filters.departureId}
            disabled={!filters.trip}
            onChange={(event) => change({ departureId: event.target.value })}
          >
            <option value="">{t('admin.bookings.allDepartures')}</option>
            {departures.data?.map((departure) => {
              const dates = t('admin.bookings.dateRange', {
                start: formatCalendarDate(departure.startDate),
                end: formatCalendarDate(departure.endDate),
              });
              return (
                <option key={departure.id} value={departure.id}>
                  {departure.status === 'closed' ? t('admin.bookings.departureClosed', { dates }) : dates}
                </option>
              );
            })}
          </SelectField>
          <SelectField
            label={t('admin.bookings.messagesFilter')}
            value={filters.failedMessages ? 'failed' : ''}
            onChange={(event) => change({ failedMessages: event.target.value === 'failed' })}
          >
            <option value="">{t('admin.bookings.messagesAny')}</option>
            <option value="failed">{t('admin.bookings.messagesFailed')}</option>
          </SelectField>
        </StyledFilters>
        <StyledFilterHints>
          <p id={SEARCH_HINT_ID}>{t('admin.bookings.searchHint')}</p>
          {!filters.trip && <p id={DEPARTURE_HINT_ID}>{t('admin.bookings.departureChooseTrip')}</p>}
        </StyledFilterHints>
        {chosenDeparture && (
          <StyledDownload>
            <p id="admin-bookings-passengers-hint">{t('admin.bookings.passengersHint')}</p>
            <Button
              variant="secondary"
              aria-describedby="admin-bookings-passengers-hint"
              disabled={download.isPending}
              onClick={() =>
                download.mutate({
                  id: chosenDeparture.id,
                  filename: passengerListFilename(chosenDeparture.tripSlug, chosenDeparture.startDate),
                })
              }
            >
              {download.isPending ? t('admin.bookings.passengersLoading') : t('admin.bookings.passengers')}
            </Button>
          </StyledDownload>
        )}
      </StyledFilterBar>

      <StyledListPanel aria-labelledby="admin-bookings-list">
        <StyledListHeading>
          <h2 id="admin-bookings-list">{t('admin.bookings.listTitle')}</h2>
          {bookings.data && bookings.data.items.length > 0 && <p>{t('admin.bookings.total', { count: total })}</p>}
        </StyledListHeading>
        <QueryState
          isPending={bookings.isPending}
          isError={bookings.isError}
          isEmpty={bookings.data?.items.length === 0}
          emptyText={listQuery(filters).q ? t('admin.bookings.emptySearch') : t('admin.bookings.empty')}
          onRetry={() => void bookings.refetch()}
        >
          <BookingsTable bookings={bookings.data?.items ?? []} />
          {pages > 1 && (
            <StyledPager>
              <Button
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => setParams(writeFilters({ ...filters, page: filters.page - 1 }))}
              >
                {t('admin.bookings.newer')}
              </Button>
              <span>{t('admin.bookings.pageOf', { page: filters.page, pages })}</span>
              <Button
                variant="secondary"
                disabled={filters.page >= pages}
                onClick={() => setParams(writeFilters({ ...filters, page: filters.page + 1 }))}
              >
                {t('admin.bookings.older')}
              </Button>
            </StyledPager>
          )}
        </QueryState>
      </StyledListPanel>
    </>
  );
}

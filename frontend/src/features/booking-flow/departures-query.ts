import { listTripDepartures, type DepartureDto } from '../../api';
import { departuresQueryKey } from '../../api/queries/departures';
import type { QueryStore } from '../../api/query-store';
import { listTripDeparturesOptions } from '../../api/query-options';

/**
 * How long the departures the trip page has just read stand for the dialogs' own request. The
 * page asks for them as it opens (its next departure and seats), so the dates dialog opened
 * from it within this time shows that answer rather than asking again; the checkout and the
 * booking form check the seats on the server anyway.
 */
export const PAGE_DEPARTURES_FRESH_MS = 60_000;

/**
 * The query of a trip's departures for the dialogs, one list with the page's (the site's
 * store): its answer while fresh, its request when one is under way, and what the dialogs
 * read goes back to it, so that the page shows the same seats. Nothing is kept by the dialogs
 * once they close: a list kept for later would offer seats already taken.
 */
export function tripDeparturesQuery(store: QueryStore, slug: string) {
  const pageKey = departuresQueryKey(slug);
  const load = async (signal?: AbortSignal) =>
    (await listTripDepartures({ path: { slug }, signal, throwOnError: true })).data;
  return {
    ...listTripDeparturesOptions({ path: { slug } }),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<DepartureDto[]> => {
      if (store.getState(pageKey).fetching) return store.fetch(pageKey, () => load());
      const departures = await load(signal);
      store.setData(pageKey, departures);
      return departures;
    },
    gcTime: 0,
    staleTime: PAGE_DEPARTURES_FRESH_MS,
    // An older answer is not shown even for a moment: the dialog waits for the new one.
    initialData: () =>
      store.isStale(pageKey, PAGE_DEPARTURES_FRESH_MS) ? undefined : store.getData<DepartureDto[]>(pageKey),
    initialDataUpdatedAt: () => store.getState(pageKey).updatedAt,
  };
}

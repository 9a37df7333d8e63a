import { useQuery } from '../use-query';
import type { DepartureDto } from '../generated';
import { loadSdk } from './load-sdk';

export const departuresQueryKey = (slug: string) => ['departures', slug] as const;

/**
 * A trip's departures from today, seats included. Seats change with every booking, so they
 * are asked for each time a page shows them, and only in the browser: effects never run in
 * the server render, so neither the rendered page nor the render cache ever holds a seat count.
 */
export function useDepartures(slug: string) {
  return useQuery<DepartureDto[]>({
    queryKey: departuresQueryKey(slug),
    queryFn: async () => {
      const { listTripDepartures } = await loadSdk();
      return (await listTripDepartures({ path: { slug }, throwOnError: true })).data;
    },
    staleTime: 0,
  });
}

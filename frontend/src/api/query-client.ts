// The QueryClient of the parts that write (booking flow, online booking, admin area): each
// makes its own with this factory, saying only where its needs differ. The public pages keep
// their own small store (./query-store.ts) and never import this.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRefusal } from './api-error';

export interface QueryClientOptions {
  /** How long an answer is used without asking again, in ms. Default 0: seats, amounts and statuses move. */
  staleTime?: number;
  /**
   * Whether a failed read is asked once more by itself (default true). Only a lost answer or a
   * server failure (5xx) is: a refusal (4xx) will not change by asking again. false where the
   * screen offers its own retry button and waiting would only keep the visitor in front of
   * 'Caricamento...'.
   */
  retry?: boolean;
  /** Whether stale answers are asked again when the window gets the focus back (default false). */
  refetchOnWindowFocus?: boolean;
}

function retryOnce(failureCount: number, error: unknown): boolean {
  const refusal = apiRefusal(error);
  return failureCount < 1 && (refusal === null || refusal.status >= 500);
}

export function createQueryClient({
  staleTime = 0,
  retry = true,
  refetchOnWindowFocus = false,
}: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: retry ? retryOnce : false, refetchOnWindowFocus },
      // A write is never sent again by the library: the forms decide (idempotency keys, buttons).
      mutations: { retry: false },
    },
  });
}

/**
 * Marks stale every query under the generated keys given: `listDeparturesQueryKey()` covers
 * the list with any filters, `getAdminBookingQueryKey()` every booking (TanStack matches a key
 * given in part).
 */
export async function invalidate(client: QueryClient, ...queryKeys: readonly QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

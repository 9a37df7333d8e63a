import { QueryClient } from '@tanstack/react-query';
import { apiRefusal } from './api-error';

/** A refusal (4xx) will not change by asking again; a lost connection or a 5xx may. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const refusal = apiRefusal(error);
  return failureCount < 1 && (refusal === null || refusal.status >= 500);
}

export function createBookingQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Seats, amounts and statuses change on the server: nothing here is kept as fresh.
      queries: { retry: retryOnce, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

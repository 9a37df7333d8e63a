import { QueryClient, type Query } from '@tanstack/react-query';
import { statusOf } from './errors';

/** Nothing to gain from asking again when the server refused (4xx): only failed connections and 5xx are retried. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return failureCount < 1 && (status === undefined || status >= 500);
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Marks stale every query of the generated operations named (the generated keys start with `{_id}`). */
export function invalidateOperations(client: QueryClient, ...operations: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query: Query) => {
      const first = query.queryKey[0] as { _id?: unknown } | undefined;
      return typeof first?._id === 'string' && operations.includes(first._id);
    },
  });
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { hashQueryKey, type QueryKey, type QueryStore } from './query-store';

const QueryStoreContext = createContext<QueryStore | null>(null);

export function QueryStoreProvider({ store, children }: { store: QueryStore; children: ReactNode }) {
  return <QueryStoreContext.Provider value={store}>{children}</QueryStoreContext.Provider>;
}

/** The store of the nearest provider (AppProviders has one for the whole app). */
export function useQueryStore(): QueryStore {
  const store = useContext(QueryStoreContext);
  // Each server render has a store of its own: a shared default could mix two visitors' pages.
  if (!store) throw new Error('useQueryStore: no QueryStoreProvider above this component');
  return store;
}

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** false: nothing is fetched (the key is not known yet). */
  enabled?: boolean;
  /** This resource's freshness, in ms, instead of the store's. */
  staleTime?: number;
}

interface QueryResultBase<T> {
  /** A request is under way, the first one or a refresh. */
  isFetching: boolean;
  /** Asks again now, whatever the data's age. */
  refetch: () => Promise<T | undefined>;
}

/** Shaped so that, once neither pending nor failed, `data` is known to be there. */
export type QueryResult<T> = QueryResultBase<T> &
  (
    | { /** No answer yet, and no failure either. */ isPending: true; isError: false; data: undefined; error: null }
    | {
        /** The last request failed (after its retries); `data` may hold an older answer. */ isPending: false;
        isError: true;
        data: T | undefined;
        error: unknown;
      }
    | { isPending: false; isError: false; data: T; error: null }
  );

/**
 * The data under `queryKey`, fetched when the component mounts with none or stale data; the
 * component renders again when the data, the failure or the request's progress changes.
 */
export function useQuery<T>({ queryKey, queryFn, enabled = true, staleTime }: QueryOptions<T>): QueryResult<T> {
  const store = useQueryStore();
  const hash = hashQueryKey(queryKey);
  // The key is a fresh array on every render: the hash stands for it in the dependencies.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const key = useMemo(() => queryKey, [hash]);
  const load = useRef(queryFn);
  useEffect(() => {
    load.current = queryFn;
  });

  const subscribe = useCallback((onChange: () => void) => store.subscribe(key, onChange), [store, key]);
  const read = () => store.getState<T>(key);
  const state = useSyncExternalStore(subscribe, read, read);

  const refetch = useCallback(() => store.fetch(key, () => load.current()).catch(() => undefined), [store, key]);

  useEffect(() => {
    if (enabled && store.isStale(key, staleTime)) void refetch();
  }, [store, key, enabled, staleTime, refetch]);

  return useMemo(
    () =>
      ({
        data: state.data,
        error: state.error,
        isPending: state.status === 'pending',
        isError: state.status === 'error',
        isFetching: state.fetching,
        refetch,
      }) as QueryResult<T>,
    [state, refetch],
  );
}

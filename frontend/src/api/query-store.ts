/**
 * The browser's copy of server data, by query key: each answer is fetched once however many
 * components show it, kept while fresh, and filled by the server render so that a page
 * taken over needs no request. The site reads a handful of resources and writes none through
 * here, which is all this has to do; a general library would be a tenth of the first download.
 */

export type QueryKey = readonly unknown[];

export interface QueryState<T = unknown> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** 'pending' until a first answer or failure; an error keeps whatever data came before. */
  readonly status: 'pending' | 'success' | 'error';
  readonly fetching: boolean;
  /** When the data arrived (ms since the epoch); 0 before it ever did. */
  readonly updatedAt: number;
}

export interface QueryStoreOptions {
  /** How long an answer is used without asking again, in ms. */
  staleTime: number;
  /** How many times a failed request is tried again before the failure is shown. */
  retries: number;
  /** The wait before try number `attempt` (1 for the first retry), in ms. */
  retryDelay: (attempt: number) => number;
}

/** The answers a server render used, in the form the page carries them to the browser. */
export interface DehydratedQueries {
  queries: { key: QueryKey; data: unknown }[];
}

const EMPTY: QueryState<never> = { data: undefined, error: null, status: 'pending', fetching: false, updatedAt: 0 };

interface Entry {
  state: QueryState;
  readonly key: QueryKey;
  readonly listeners: Set<() => void>;
  running?: Promise<unknown>;
}

export const hashQueryKey = (key: QueryKey): string => JSON.stringify(key);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class QueryStore {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly options: QueryStoreOptions) {}

  private entry(key: QueryKey): Entry {
    const hash = hashQueryKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: EMPTY, key, listeners: new Set() };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private update(entry: Entry, change: Partial<QueryState>) {
    // A new object on every change: React compares snapshots by identity.
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  }

  getState<T>(key: QueryKey): QueryState<T> {
    return this.entry(key).state as QueryState<T>;
  }

  getData<T>(key: QueryKey): T | undefined {
    return this.getState<T>(key).data;
  }

  setData<T>(key: QueryKey, data: T, updatedAt = Date.now()): void {
    this.update(this.entry(key), { data, error: null, status: 'success', updatedAt });
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const { listeners } = this.entry(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** True when the key has no answer yet, or one older than `staleTime`. */
  isStale(key: QueryKey, staleTime = this.options.staleTime): boolean {
    const { updatedAt } = this.entry(key).state;
    return updatedAt === 0 || Date.now() - updatedAt >= staleTime;
  }

  /**
   * Asks `load` for the key's data, retrying as configured; callers asking while a request
   * is under way share it. The returned promise rejects with the last failure.
   */
  fetch<T>(key: QueryKey, load: () => Promise<T>): Promise<T> {
    const entry = this.entry(key);
    if (entry.running) return entry.running as Promise<T>;
    const run = async (): Promise<T> => {
      this.update(entry, { fetching: true });
      for (let attempt = 0; ; attempt += 1) {
        try {
          const data = await load();
          this.update(entry, { data, error: null, status: 'success', fetching: false, updatedAt: Date.now() });
          return data;
        } catch (error) {
          if (attempt >= this.options.retries) {
            this.update(entry, { error, status: 'error', fetching: false });
            throw error;
          }
          await wait(this.options.retryDelay(attempt + 1));
        }
      }
    };
    const running = run().finally(() => {
      entry.running = undefined;
    });
    entry.running = running;
    return running;
  }

  /** Every answer the store holds, for the page the server sends. */
  dehydrate(): DehydratedQueries {
    const queries = [];
    for (const { key, state } of this.entries.values()) {
      if (state.status === 'success') queries.push({ key, data: state.data });
    }
    return { queries };
  }

  /** Takes in the answers a page carried, as arrived at `updatedAt`. */
  hydrate({ queries }: DehydratedQueries, updatedAt = Date.now()): void {
    for (const { key, data } of queries) this.setData(key, data, updatedAt);
  }
}

/** The store of the site: catalogue data changes a few times a day. */
export function createQueryStore(): QueryStore {
  return new QueryStore({
    staleTime: 60_000,
    retries: 1,
    retryDelay: (attempt) => Math.min(1000 * 2 ** (attempt - 1), 30_000),
  });
}

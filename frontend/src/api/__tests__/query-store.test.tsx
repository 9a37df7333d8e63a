import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryStore, QueryStore } from '../query-store';
import { QueryStoreProvider, useQuery } from '../use-query';

const key = ['trips', 'it'] as const;

function store(retries = 0) {
  return new QueryStore({ staleTime: 60_000, retries, retryDelay: () => 1000 });
}

describe('QueryStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['never answered', undefined, true],
    ['answered just now', 0, false],
    ['answered 59.999 s ago', 59_999, false],
    ['answered 60 s ago', 60_000, true],
    ['answered an hour ago', 3_600_000, true],
  ])('is stale when %s', (_, age, stale) => {
    const queries = store();
    if (age !== undefined) queries.setData(key, ['praga'], Date.now() - age);
    expect(queries.isStale(key)).toBe(stale);
  });

  it('asks once for callers that ask at the same time', async () => {
    const queries = store();
    const load = vi.fn().mockResolvedValue(['praga']);
    const [first, second] = await Promise.all([queries.fetch(key, load), queries.fetch(key, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toEqual(['praga']);
    expect(second).toEqual(['praga']);
    expect(queries.getState(key)).toMatchObject({ status: 'success', fetching: false, data: ['praga'] });
  });

  it.each([
    ['no retry: fails on the first failure', 0, 1, 'error'],
    ['one retry: the second try answers', 1, 1, 'success'],
    ['one retry: both tries fail', 1, 2, 'error'],
  ])('%s', async (_, retries, failures, status) => {
    const queries = store(retries);
    let calls = 0;
    const load = () => (++calls <= failures ? Promise.reject(new Error('503')) : Promise.resolve(['vienna']));
    const done = queries.fetch(key, load).catch(() => 'failed');
    await vi.runAllTimersAsync();
    await done;
    expect(calls).toBe(Math.min(failures, retries) + 1);
    expect(queries.getState(key).status).toBe(status);
  });

  it('waits the configured delay before trying again', async () => {
    const queries = store(1);
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(['kenya']);
    const done = queries.fetch(key, load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(done).resolves.toEqual(['kenya']);
  });

  it('keeps the data it had when a later request fails', async () => {
    const queries = store();
    queries.setData(key, ['praga']);
    await expect(queries.fetch(key, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(queries.getState(key)).toMatchObject({ status: 'error', data: ['praga'], fetching: false });
  });

  it('carries the answers of a server render to the browser, fresh as of their arrival', () => {
    const server = store();
    server.setData(['site'], { brand: 'Viaggi' });
    server.setData(key, ['praga']);
    void server.fetch(['trip', 'nowhere'], () => new Promise(() => undefined));
    const page = JSON.parse(JSON.stringify(server.dehydrate()));

    const browser = store();
    browser.hydrate(page, Date.now());
    expect(browser.getData(['site'])).toEqual({ brand: 'Viaggi' });
    expect(browser.getData(key)).toEqual(['praga']);
    expect(browser.isStale(key)).toBe(false);
    expect(page.queries).toHaveLength(2);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [5, 16_000],
    [6, 30_000],
    [10, 30_000],
  ])("the site's store waits before retry %i: %i ms", (attempt, delay) => {
    expect(createQueryStore().options.retryDelay(attempt)).toBe(delay);
  });
});

function Trips({ load, enabled }: { load: () => Promise<string[]>; enabled?: boolean }) {
  const { data, isPending, isError, isFetching, refetch } = useQuery({ queryKey: key, queryFn: load, enabled });
  if (isPending) return <p>{isFetching ? 'Caricamento' : 'In attesa'}</p>;
  if (isError) return <button onClick={() => void refetch()}>Riprova</button>;
  return <p>{data.join(', ')}</p>;
}

describe('useQuery', () => {
  it('fetches on mount, once even under StrictMode, and shows the answer', async () => {
    const load = vi.fn().mockResolvedValue(['praga', 'vienna']);
    render(
      <StrictMode>
        <QueryStoreProvider store={store()}>
          <Trips load={load} />
          <Trips load={load} />
        </QueryStoreProvider>
      </StrictMode>,
    );
    expect(screen.getAllByText('Caricamento')).toHaveLength(2);
    expect(await screen.findAllByText('praga, vienna')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while its data is fresh', () => {
    const queries = store();
    queries.setData(key, ['islanda']);
    const load = vi.fn().mockResolvedValue([]);
    render(
      <QueryStoreProvider store={queries}>
        <Trips load={load} />
      </QueryStoreProvider>,
    );
    expect(screen.getByText('islanda')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks nothing while disabled', () => {
    const load = vi.fn().mockResolvedValue([]);
    render(
      <QueryStoreProvider store={store()}>
        <Trips load={load} enabled={false} />
      </QueryStoreProvider>,
    );
    expect(screen.getByText('In attesa')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failure, and the answer once a retry succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(['giappone']);
    render(
      <QueryStoreProvider store={store()}>
        <Trips load={load} />
      </QueryStoreProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    await act(async () => retry.click());
    expect(await screen.findByText('giappone')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

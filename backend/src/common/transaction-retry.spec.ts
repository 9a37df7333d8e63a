import type { DataSource, EntityManager } from 'typeorm';
import { transactionWithRetry } from './transaction-retry.js';

/** A pg error as the driver raises it: a SQLSTATE and a severity. */
const pgError = (code: string) => Object.assign(new Error('query failed'), { code, severity: 'ERROR' });

/** A data source whose transactions fail with these errors, in turn, then succeed. */
function failingTimes(...errors: Error[]) {
  let calls = 0;
  const dataSource = {
    transaction: async (work: (manager: EntityManager) => Promise<unknown>) => {
      calls++;
      const error = errors.shift();
      if (error) throw error;
      return work({} as EntityManager);
    },
  } as unknown as DataSource;
  return { dataSource, calls: () => calls };
}

describe('a transaction retried on conflicts', () => {
  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('runs again after %s, and the caller only sees the answer', async (_, code) => {
    const source = failingTimes(pgError(code), pgError(code));
    await expect(transactionWithRetry(source.dataSource, async () => 'booked')).resolves.toBe('booked');
    expect(source.calls()).toBe(3);
  });

  it('gives up after five attempts, with the last error', async () => {
    const source = failingTimes(...Array.from({ length: 6 }, () => pgError('40P01')));
    await expect(transactionWithRetry(source.dataSource, async () => 'booked')).rejects.toMatchObject({
      code: '40P01',
    });
    expect(source.calls()).toBe(5);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['an error of the request itself', new Error('NOT_ENOUGH_SEATS')],
  ])('never repeats %s', async (_, error) => {
    const source = failingTimes(error);
    await expect(transactionWithRetry(source.dataSource, async () => 'booked')).rejects.toBe(error);
    expect(source.calls()).toBe(1);
  });
});

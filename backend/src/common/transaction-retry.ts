import type { DataSource, EntityManager } from 'typeorm';
import { databaseFailure } from './all-exceptions.filter.js';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the work back and it may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

export function isRetryableConflict(error: unknown): boolean {
  const failure = databaseFailure(error);
  return failure !== null && RETRYABLE_SQLSTATES.has(failure.sqlState);
}

/**
 * Runs `work` in a transaction, again when PostgreSQL aborted it for a deadlock or a
 * serialization failure: such an abort says nothing about the request, so the client never
 * sees it. A short random pause lets the other transaction finish first.
 */
export async function transactionWithRetry<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

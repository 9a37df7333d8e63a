import type { DataSource, EntityManager } from 'typeorm';
import { isRetryableConflict } from './all-exceptions.filter.js';

const ATTEMPTS = 5;

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

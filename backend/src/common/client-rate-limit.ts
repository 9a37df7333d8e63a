import type { DataSource } from 'typeorm';
import { hashClient } from './client-address.js';
import { AppError, type ErrorCode } from './app-error.js';

/** How often one client may use an operation. */
export interface ClientLimit {
  /** Names the counter: 'booking.create'. Also the purpose of the client's hash. */
  purpose: string;
  limit: number;
  windowMs: number;
  /** The 429 answered beyond the limit. */
  error: ErrorCode;
}

/** The longest window any limit counts over: older attempts are purged by a nightly job. */
export const CLIENT_ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;

/** First key of the two-key advisory locks of these counters (the contact form and the checkout use others). */
const CLIENT_LIMIT_LOCK_SPACE = 0x6c696d74;

/**
 * Counts one attempt of a client and refuses it beyond the limit. The count and the record
 * happen in a transaction of their own under an advisory lock on (purpose, client), so that
 * parallel requests on any replica are counted one after the other, and an attempt that fails
 * later still counts. The client is kept only as a keyed hash.
 */
export async function countClientAttempt(
  dataSource: DataSource,
  clientHashSecret: string,
  clientAddress: string,
  rule: ClientLimit,
): Promise<void> {
  if (rule.windowMs > CLIENT_ATTEMPT_RETENTION_MS)
    throw new Error(`The window of ${rule.purpose} outlives its records`);
  const clientHash = hashClient(clientHashSecret, rule.purpose, clientAddress);
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [
      CLIENT_LIMIT_LOCK_SPACE,
      Number.parseInt(clientHash.slice(0, 8), 16) | 0,
    ]);
    const [{ recent }] = (await manager.query(
      `SELECT count(*)::int AS recent FROM client_attempts
        WHERE purpose = $1 AND client_hash = $2 AND created_at > now() - make_interval(secs => $3)`,
      [rule.purpose, clientHash, rule.windowMs / 1000],
    )) as [{ recent: number }];
    if (recent >= rule.limit) throw new AppError(rule.error);
    await manager.query('INSERT INTO client_attempts (purpose, client_hash) VALUES ($1, $2)', [
      rule.purpose,
      clientHash,
    ]);
  });
}

/** Deletes the attempts no window counts any more; safe on every replica at once. */
export async function purgeClientAttempts(dataSource: DataSource): Promise<number> {
  const [, deleted] = (await dataSource.query(
    'DELETE FROM client_attempts WHERE created_at < now() - make_interval(secs => $1)',
    [CLIENT_ATTEMPT_RETENTION_MS / 1000],
  )) as [unknown, number];
  return deleted;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { hashLockKey } from './advisory-lock.js';

/** First key of the two-key advisory locks of these counters (the contact form and the checkout use others). */
const CLIENT_LIMIT_LOCK_SPACE = 0x6c696d74;

/**
 * Every statement on client_attempts, the per-client counters of the routes guarded by
 * `ClientRateLimit`. A client is kept only as a keyed hash.
 */
@Injectable()
export class ClientAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Makes the client's parallel attempts, on any replica, wait for each other until the
   * transaction ends. The hash is keyed by the purpose, so each counter locks apart.
   */
  async lockClient(manager: EntityManager, clientHash: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [CLIENT_LIMIT_LOCK_SPACE, hashLockKey(clientHash)]);
  }

  /** The client's attempts at `purpose` in the last `windowSeconds`, by the database's clock. */
  async countRecent(
    manager: EntityManager,
    purpose: string,
    clientHash: string,
    windowSeconds: number,
  ): Promise<number> {
    const [{ recent }] = await manager.query<[{ recent: number }]>(
      `SELECT count(*)::int AS recent FROM client_attempts
        WHERE purpose = $1 AND client_hash = $2 AND created_at > now() - make_interval(secs => $3)`,
      [purpose, clientHash, windowSeconds],
    );
    return recent;
  }

  async insert(manager: EntityManager, purpose: string, clientHash: string): Promise<void> {
    await manager.query('INSERT INTO client_attempts (purpose, client_hash) VALUES ($1, $2)', [purpose, clientHash]);
  }

  /** Attempts older than `seconds`; returns how many went. */
  async purgeOlderThan(seconds: number): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM client_attempts WHERE created_at < now() - make_interval(secs => $1)',
      [seconds],
    );
    return deleted;
  }
}

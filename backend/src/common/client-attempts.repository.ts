import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
   * Records one attempt of a client at `purpose` unless it already made `limit` in the last
   * `windowSeconds` (by the database's clock); false when refused. Parallel attempts on any
   * replica wait for each other on an advisory lock per client and purpose (the hash is keyed
   * by the purpose), held for the one statement (`record_client_attempt`).
   */
  async recordWithin(purpose: string, clientHash: string, windowSeconds: number, limit: number): Promise<boolean> {
    const [{ allowed }] = await this.dataSource.query<[{ allowed: boolean }]>(
      'SELECT record_client_attempt($1, $2, $3, $4, $5, $6) AS allowed',
      [CLIENT_LIMIT_LOCK_SPACE, hashLockKey(clientHash), purpose, clientHash, windowSeconds, limit],
    );
    return allowed;
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

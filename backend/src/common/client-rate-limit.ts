import { Inject, Injectable } from '@nestjs/common';
import AsyncLock from 'async-lock';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AppError, type ErrorCode } from './app-error.js';
import { ClientAttemptsRepository } from './client-attempts.repository.js';
import { hashClient } from './client-address.js';

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

@Injectable()
export class ClientRateLimiter {
  /**
   * One client's parallel attempts wait here, in memory, for their turn at the database lock,
   * rather than each holding a pool connection while it waits: a burst from one address
   * then costs the pool one connection, not all of them. More waiting than the limit allows
   * would be refused anyway, so they are refused at once.
   */
  private readonly queue = new AsyncLock();

  constructor(
    private readonly attempts: ClientAttemptsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts one attempt of a client and refuses it beyond the limit. The count and the record
   * happen in one statement under an advisory lock on (purpose, client), so that parallel
   * requests on any replica are counted one after the other, and an attempt that fails later
   * still counts. The client is kept only as a keyed hash.
   */
  async countAttempt(clientAddress: string, rule: ClientLimit): Promise<void> {
    if (rule.windowMs > CLIENT_ATTEMPT_RETENTION_MS)
      throw new Error(`The window of ${rule.purpose} outlives its records`);
    const clientHash = hashClient(this.config.clientHashSecret, rule.purpose, clientAddress);
    let turnCame = false;
    try {
      await this.queue.acquire(
        clientHash,
        () => {
          turnCame = true;
          return this.countInDatabase(clientHash, rule);
        },
        { maxPending: rule.limit },
      );
    } catch (error) {
      // The queue refuses without running the attempt only when it is full.
      throw turnCame ? error : new AppError(rule.error);
    }
  }

  private async countInDatabase(clientHash: string, rule: ClientLimit): Promise<void> {
    if (!(await this.attempts.recordWithin(rule.purpose, clientHash, rule.windowMs / 1000, rule.limit))) {
      throw new AppError(rule.error);
    }
  }
}

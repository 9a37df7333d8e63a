import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** Where a key stands in its current window, as the RateLimit headers tell the partner. */
export interface PartnerRateState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends and the count starts again; at least 1 when refused. */
  resetSeconds: number;
}

/** The table of migration PartnerRequestCounts, in the shape the library's statements expect. */
const COUNTS_TABLE = 'partner_request_counts';

/**
 * Counts every request of a partner key in PostgreSQL (decision PL1): one atomic upsert per
 * request on the application's own pool, so every replica adds to the same count and no
 * replica's restart forgets it.
 */
@Injectable()
export class PartnerRateLimiter {
  private limiter: RateLimiterPostgres | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async countRequest(keyId: string): Promise<PartnerRateState> {
    try {
      return this.stateOf(await this.store().consume(keyId), true);
    } catch (refusal) {
      // The library rejects with the count itself beyond the limit, and with an Error when the database fails.
      if (refusal instanceof RateLimiterRes) return this.stateOf(refusal, false);
      throw refusal;
    }
  }

  private stateOf(count: RateLimiterRes, allowed: boolean): PartnerRateState {
    const seconds = Math.ceil(Math.max(count.msBeforeNext, 0) / 1000);
    return {
      allowed,
      limit: this.config.partnerRateLimit.requests,
      remaining: count.remainingPoints,
      resetSeconds: allowed ? seconds : Math.max(seconds, 1),
    };
  }

  /** Made at first use: the data source's pool exists once TypeORM has connected. */
  private store(): RateLimiterPostgres {
    this.limiter ??= new RateLimiterPostgres({
      storeClient: (this.dataSource.driver as unknown as { master: Pool }).master,
      storeType: 'pool',
      tableName: COUNTS_TABLE,
      // Made by a migration: the application's database role need not create tables.
      tableCreated: true,
      keyPrefix: 'partner_key',
      points: this.config.partnerRateLimit.requests,
      duration: this.config.partnerRateLimit.windowSeconds,
      // Rows of windows over for an hour are deleted every five minutes, by whichever replica.
      clearExpiredByTimeout: true,
    });
    return this.limiter;
  }
}

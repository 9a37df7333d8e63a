import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PartnersRepository } from './partners.repository.js';

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
const ENDED_WINDOWS_KEPT_MS = 60 * 60_000;

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
    private readonly partners: PartnersRepository,
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

  /**
   * Forgets the counts of windows over for an hour, on a schedule that stops with the app
   * (the library's own timer would outlive it). Any replica may run it: deleting twice deletes
   * once. A key's next request after that simply starts a new window.
   */
  @Cron(CronExpression.EVERY_10_MINUTES)
  purgeEndedWindows(): Promise<number> {
    return this.partners.forgetRequestCountsEndedBefore(Date.now() - ENDED_WINDOWS_KEPT_MS);
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
      clearExpiredByTimeout: false,
    });
    return this.limiter;
  }
}

import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CHECKOUT_WINDOW_MS } from './checkout.service.js';

@Injectable()
export class CheckoutAttemptsCron {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Attempts only matter inside the limit's window; older ones are dropped every night. Safe
   * on every replica: deleting old rows twice deletes them once.
   */
  @Cron('0 45 3 * * *', { timeZone: 'Europe/Rome' })
  async purgeOldAttempts(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      'DELETE FROM checkout_attempts WHERE created_at < now() - make_interval(secs => $1)',
      [CHECKOUT_WINDOW_MS / 1000],
    )) as [unknown, number];
    return deleted;
  }
}

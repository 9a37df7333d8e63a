import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LOGIN_WINDOW_MS } from './auth.service.js';

@Injectable()
export class AuthCleanupCron {
  private readonly logger = new Logger(AuthCleanupCron.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Revocations of tokens that have expired anyway, and failed sign-ins older than the
   * window that counts them. Several replicas may run it at once: the deletes are idempotent.
   */
  @Cron(CronExpression.EVERY_HOUR)
  async purgeExpiredAuthRecords(): Promise<{ revocations: number; failures: number }> {
    const [, revocations] = (await this.dataSource.query(
      'DELETE FROM admin_revoked_tokens WHERE expires_at < now()',
    )) as [unknown, number];
    const [, failures] = (await this.dataSource.query(
      'DELETE FROM admin_login_failures WHERE created_at < now() - make_interval(secs => $1)',
      [LOGIN_WINDOW_MS / 1000],
    )) as [unknown, number];
    if (revocations + failures > 0) this.logger.log({ revocations, failures }, 'Purged expired sign-in records');
    return { revocations, failures };
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AuthRepository } from './auth.repository.js';
import { LOGIN_WINDOW_MS } from './auth.service.js';

@Injectable()
export class AuthCleanupCron {
  private readonly logger = new Logger(AuthCleanupCron.name);

  constructor(private readonly auth: AuthRepository) {}

  /**
   * Revocations of tokens that have expired anyway, and failed sign-ins older than the
   * window that counts them. Several replicas may run it at once: the deletes are idempotent.
   */
  @Cron(CronExpression.EVERY_HOUR)
  async purgeExpiredAuthRecords(): Promise<{ revocations: number; failures: number }> {
    const revocations = await this.auth.purgeExpiredRevocations();
    const failures = await this.auth.purgeFailuresOlderThan(LOGIN_WINDOW_MS / 1000);
    if (revocations + failures > 0) this.logger.log({ revocations, failures }, 'Purged expired sign-in records');
    return { revocations, failures };
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AuthRepository } from './auth.repository.js';
import { KNOWN_CLIENT_DAYS, LOGIN_WINDOW_MS } from './auth.service.js';

@Injectable()
export class AuthCleanupCron {
  private readonly logger = new Logger(AuthCleanupCron.name);

  constructor(private readonly auth: AuthRepository) {}

  /**
   * Revocations of tokens that have expired anyway, failed sign-ins older than the window that
   * counts them, and clients not seen signing in for longer than they are remembered. Several
   * replicas may run it at once: the deletes are idempotent.
   */
  @Cron(CronExpression.EVERY_HOUR)
  async purgeExpiredAuthRecords(): Promise<{ revocations: number; failures: number; clients: number }> {
    const revocations = await this.auth.purgeExpiredRevocations();
    const failures = await this.auth.purgeFailuresOlderThan(LOGIN_WINDOW_MS / 1000);
    const clients = await this.auth.forgetClientsIdleFor(KNOWN_CLIENT_DAYS);
    if (revocations + failures + clients > 0) {
      this.logger.log({ revocations, failures, clients }, 'Purged expired sign-in records');
    }
    return { revocations, failures, clients };
  }
}

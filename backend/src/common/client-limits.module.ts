import { Global, Injectable, Module } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { ClientAttemptsRepository } from './client-attempts.repository.js';
import { CLIENT_ATTEMPT_RETENTION_MS, ClientRateLimiter } from './client-rate-limit.js';

@Injectable()
export class ClientAttemptsCron {
  constructor(private readonly attempts: ClientAttemptsRepository) {}

  /**
   * Every night the per-client counters older than the longest window go. Safe on every
   * replica: deleting old rows twice deletes them once.
   */
  @Cron('0 45 3 * * *', { timeZone: 'Europe/Rome' })
  purgeOldAttempts(): Promise<number> {
    return this.attempts.purgeOlderThan(CLIENT_ATTEMPT_RETENTION_MS / 1000);
  }
}

/**
 * The per-client limits: the counter `ClientRateLimitGuard` calls and its nightly housekeeping.
 * Global, because the guard is put on any module's routes by a decorator and resolves the
 * limiter in that module.
 */
@Global()
@Module({
  providers: [ClientAttemptsRepository, ClientRateLimiter, ClientAttemptsCron],
  exports: [ClientRateLimiter],
})
export class ClientLimitsModule {}

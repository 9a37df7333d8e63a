import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BookingsService } from '../bookings/bookings.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { NotificationOutboxRepository } from './notification-outbox.repository.js';
import { bookingMessage, sendTelegramMessage } from './telegram.js';

/** Rows one run claims. */
const DELIVERY_BATCH = 20;
/** A claimed row is another replica's again if its run dies before answering. */
const CLAIM_SECONDS = 120;
/** After this many failed attempts (about a day and a half of backoff) the row is given up. */
export const MAX_DELIVERY_ATTEMPTS = 12;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;

/** Seconds before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);
}

@Injectable()
export class NotificationsCron implements OnApplicationBootstrap {
  private readonly logger = new Logger(NotificationsCron.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: NotificationOutboxRepository,
    private readonly bookings: BookingsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.telegram) {
      this.logger.warn(
        'Booking notifications are off (TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID not set): they wait in the outbox',
      );
    }
  }

  /**
   * Every 20 seconds: claims the due notifications (SKIP LOCKED, so each replica takes other
   * rows) by moving their next attempt past the claim, then sends them outside any
   * transaction. A failure is retried with exponential backoff; a booking never waits on it.
   * Delivery is at least once: a run that dies between sending and recording sends again.
   */
  @Cron('*/20 * * * * *')
  async deliverDueNotifications(): Promise<{ delivered: number; failed: number }> {
    const telegram = this.config.telegram;
    if (!telegram) return { delivered: 0, failed: 0 };
    const claimed = await this.outbox.claimDue(DELIVERY_BATCH, CLAIM_SECONDS);
    let delivered = 0;
    let failed = 0;
    for (const row of claimed) {
      const notice = await this.bookings.findNotice(row.bookingId);
      const result = notice ? await sendTelegramMessage(telegram, bookingMessage(notice)) : { ok: true as const };
      if (result.ok) {
        delivered++;
        await this.outbox.markDelivered(row.id);
        continue;
      }
      failed++;
      const delay = Math.max(retryDelaySeconds(row.attempts), result.retryAfterSeconds ?? 0);
      const givenUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await this.outbox.markFailed(row.id, result.reason, delay, givenUp);
      // The row's id and the reason only: the message holds the customer's details.
      if (givenUp)
        this.logger.error(`Notification ${row.id} given up after ${row.attempts} attempts: ${result.reason}`);
      else this.logger.warn(`Notification ${row.id} failed (${result.reason}); next attempt in ${delay} s`);
    }
    return { delivered, failed };
  }
}

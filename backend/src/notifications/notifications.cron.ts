import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type BookingNotice, bookingMessage, sendTelegramMessage } from './telegram.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    const claimed = (await this.dataSource.query(
      `UPDATE notification_outbox o
          SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
        WHERE o.id IN (SELECT id FROM notification_outbox
                        WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.booking_id AS "bookingId", o.attempts`,
      [DELIVERY_BATCH, CLAIM_SECONDS],
    )) as [{ id: string; bookingId: string; attempts: number }[], number];
    let delivered = 0;
    let failed = 0;
    for (const row of claimed[0]) {
      const notice = await this.notice(row.bookingId);
      const result = notice ? await sendTelegramMessage(telegram, bookingMessage(notice)) : { ok: true as const };
      if (result.ok) {
        delivered++;
        await this.dataSource.query(
          'UPDATE notification_outbox SET delivered_at = now(), last_error = NULL WHERE id = $1',
          [row.id],
        );
        continue;
      }
      failed++;
      const delay = Math.max(retryDelaySeconds(row.attempts), result.retryAfterSeconds ?? 0);
      const givenUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await this.dataSource.query(
        `UPDATE notification_outbox
            SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
                failed_at = CASE WHEN $4 THEN now() END
          WHERE id = $1`,
        [row.id, result.reason, delay, givenUp],
      );
      // The row's id and the reason only: the message holds the customer's details.
      if (givenUp)
        this.logger.error(`Notification ${row.id} given up after ${row.attempts} attempts: ${result.reason}`);
      else this.logger.warn(`Notification ${row.id} failed (${result.reason}); next attempt in ${delay} s`);
    }
    return { delivered, failed };
  }

  private async notice(bookingId: string): Promise<BookingNotice | null> {
    const [row] = (await this.dataSource.query(
      `SELECT b.payment_reference AS reference, t.content_it->>'title' AS "tripTitle",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
              b.airport, b.adult_count AS "adultCount", b.child_count AS "childCount",
              b.total_price_cents AS "totalPriceCents", b.amount_to_pay_cents AS "amountToPayCents",
              b.payment_type AS "paymentType", b.contact_email AS "contactEmail", b.contact_phone AS "contactPhone",
              l.source AS "linkSource",
              (SELECT array_agg(bt.first_name || ' ' || bt.last_name ORDER BY bt.position)
                 FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers
         FROM bookings b
         JOIN departures d ON d.id = b.departure_id
         JOIN trips t ON t.id = b.trip_id
         JOIN booking_links l ON l.id = b.booking_link_id
        WHERE b.id = $1`,
      [bookingId],
    )) as BookingNotice[];
    return row ?? null;
  }
}

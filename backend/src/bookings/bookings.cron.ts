import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Bookings expired per statement: a backlog is worked through in short transactions. */
const EXPIRY_BATCH = 200;
/** A retry with an Idempotency-Key comes within minutes; a day is plenty. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

@Injectable()
export class BookingsCron {
  private readonly logger = new Logger(BookingsCron.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every minute: pending bookings past their payment window expire and give their seats
   * back, in one statement per batch. Rows are claimed with SKIP LOCKED and the update is
   * guarded by the status, so replicas running at once never expire a booking, nor release
   * its seats, twice.
   */
  @Cron('0 * * * * *')
  async expireOverdueBookings(): Promise<number> {
    let total = 0;
    for (;;) {
      const [{ expired }] = (await this.dataSource.query(
        `WITH overdue AS (
           SELECT id FROM bookings
            WHERE status = 'pending' AND payment_expires_at <= now()
            ORDER BY payment_expires_at
            LIMIT $1
            FOR UPDATE SKIP LOCKED
         ), expired AS (
           UPDATE bookings b SET status = 'expired', closed_at = now(), updated_at = now()
             FROM overdue WHERE b.id = overdue.id AND b.status = 'pending'
           RETURNING b.departure_id, b.traveller_count
         ), released AS (
           UPDATE departures d SET spots_available = d.spots_available + r.seats, updated_at = now()
             FROM (SELECT departure_id, sum(traveller_count)::int AS seats FROM expired GROUP BY departure_id) r
            WHERE d.id = r.departure_id
           RETURNING d.id
         )
         SELECT (SELECT count(*)::int FROM expired) AS expired, (SELECT count(*)::int FROM released) AS departures`,
        [EXPIRY_BATCH],
      )) as [{ expired: number }];
      total += expired;
      if (expired < EXPIRY_BATCH) break;
    }
    if (total > 0) this.logger.log(`Expired ${total} unpaid bookings and released their seats`);
    return total;
  }

  /** Every night: idempotency records past any retry. Safe on every replica. */
  @Cron('0 50 3 * * *', { timeZone: 'Europe/Rome' })
  async purgeIdempotencyKeys(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)',
      [IDEMPOTENCY_RETENTION_HOURS],
    )) as [unknown, number];
    return deleted;
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REFERENCE_RULES } from './payment-reference.js';

const HELD_AFTER_END = `make_interval(months => ${REFERENCE_RULES.heldMonthsAfterEnd})`;

/**
 * Every statement on payment_references: which booking holds each number, and until when.
 * A number is claimed only when nobody holds it (DECISIONS 30), so money under it always
 * finds the booking it was sent for.
 */
@Injectable()
export class PaymentReferencesRepository {
  /**
   * Gives `number` to the booking unless another booking still holds it; false then. A number
   * being released by a transaction still open is waited for, then judged by what it committed.
   */
  async claim(manager: EntityManager, number: number, bookingId: string): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO payment_references (number, booking_id, held_until) VALUES ($1, $2, 'infinity')
       ON CONFLICT (number) DO UPDATE SET booking_id = EXCLUDED.booking_id, held_until = 'infinity'
        WHERE payment_references.held_until <= now()
       RETURNING number`,
      [number, bookingId],
    );
    return claimed.length > 0;
  }

  /** A number between `from` and `to` nobody holds, chosen at random by the database; null when all are held. */
  async freeNumber(manager: EntityManager, from: number, to: number): Promise<number | null> {
    const [free] = await manager.query<{ n: number }[]>(
      `SELECT n FROM generate_series($1::int, $2::int) n
        WHERE NOT EXISTS (SELECT 1 FROM payment_references r WHERE r.number = n AND r.held_until > now())
        ORDER BY random() LIMIT 1`,
      [from, to],
    );
    return free?.n ?? null;
  }

  /** The bookings ended: their numbers stay theirs for 12 more months. */
  async releaseAfterEnd(manager: EntityManager, bookingIds: readonly string[]): Promise<void> {
    if (bookingIds.length === 0) return;
    await manager.query(
      `UPDATE payment_references SET held_until = now() + ${HELD_AFTER_END} WHERE booking_id = ANY($1::uuid[])`,
      [bookingIds],
    );
  }

  /** Confirmed bookings whose number is still held for as long as they live, with their departure. */
  async confirmedHeldForever(manager: EntityManager): Promise<{ bookingId: string; departureId: string }[]> {
    return manager.query<{ bookingId: string; departureId: string }[]>(
      `SELECT b.id AS "bookingId", b.departure_id AS "departureId"
         FROM payment_references r JOIN bookings b ON b.id = r.booking_id
        WHERE r.held_until = 'infinity' AND b.status = 'confirmed'`,
    );
  }

  /** A trip is over: its bookings' numbers stay theirs for 12 months from the day after it ended (Rome). */
  async releaseAfterTrip(
    manager: EntityManager,
    ended: readonly { bookingId: string; endDate: string }[],
  ): Promise<void> {
    if (ended.length === 0) return;
    await manager.query(
      `UPDATE payment_references r
          SET held_until = ((e.end_date + 1)::timestamp AT TIME ZONE 'Europe/Rome') + ${HELD_AFTER_END}
         FROM unnest($1::uuid[], $2::date[]) AS e(booking_id, end_date)
        WHERE r.booking_id = e.booking_id AND r.held_until = 'infinity'`,
      [ended.map((booking) => booking.bookingId), ended.map((booking) => booking.endDate)],
    );
  }

  /** A booking brought back to life holds its number again for as long as it lives. */
  async holdAgain(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`UPDATE payment_references SET held_until = 'infinity' WHERE booking_id = $1`, [bookingId]);
  }
}

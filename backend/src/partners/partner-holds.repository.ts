import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SeatRelease } from '../departures/departures.repository.js';
import type { PartnerHoldStatus } from './partner-hold.entity.js';

export interface PartnerHoldRow {
  id: string;
  departureId: string;
  seats: number;
  status: PartnerHoldStatus;
  expiresAt: Date;
  bookingId: string | null;
  /** Still 'held' and before its expiry, by the database's clock. */
  live: boolean;
}

const HOLD_COLUMNS = `id, departure_id AS "departureId", seats, status, expires_at AS "expiresAt",
  booking_id AS "bookingId", (status = 'held' AND expires_at > now()) AS live`;

/**
 * Every statement on partner_holds. A hold's end is conditional on its status, so each hold
 * ends once however many requests and replicas try; the caller gives the seats back in the
 * same transaction, through the departures repository.
 */
@Injectable()
export class PartnerHoldsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new hold of `minutes`, by the database's clock, as every expiry is judged. */
  async insert(
    manager: EntityManager,
    hold: { partnerId: string; keyId: string; departureId: string; seats: number; minutes: number },
  ): Promise<{ id: string; expiresAt: Date }> {
    const [row] = await manager.query<{ id: string; expiresAt: Date }[]>(
      `INSERT INTO partner_holds (partner_id, key_id, departure_id, seats, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
       RETURNING id, expires_at AS "expiresAt"`,
      [hold.partnerId, hold.keyId, hold.departureId, hold.seats, hold.minutes],
    );
    return row;
  }

  /** Seats the partner holds on the departure now. */
  async heldSeats(manager: EntityManager, partnerId: string, departureId: string): Promise<number> {
    const [row] = await manager.query<{ seats: number }[]>(
      `SELECT COALESCE(sum(seats), 0)::int AS seats FROM partner_holds
        WHERE partner_id = $1 AND departure_id = $2 AND status = 'held' AND expires_at > now()`,
      [partnerId, departureId],
    );
    return row.seats;
  }

  /** The partner's hold, without a lock; null when the partner has no such hold. */
  async find(partnerId: string, id: string): Promise<PartnerHoldRow | null> {
    const [row] = await this.dataSource.query<PartnerHoldRow[]>(
      `SELECT ${HOLD_COLUMNS} FROM partner_holds WHERE id = $1 AND partner_id = $2`,
      [id, partnerId],
    );
    return row ?? null;
  }

  /** The partner's hold, locked until the transaction ends; null when the partner has no such hold. */
  async lock(manager: EntityManager, partnerId: string, id: string): Promise<PartnerHoldRow | null> {
    const [row] = await manager.query<PartnerHoldRow[]>(
      `SELECT ${HOLD_COLUMNS} FROM partner_holds WHERE id = $1 AND partner_id = $2 FOR UPDATE`,
      [id, partnerId],
    );
    return row ?? null;
  }

  /** The hold passes its seats to the booking made from it. */
  async markBooked(manager: EntityManager, id: string, bookingId: string): Promise<void> {
    await manager.query(
      `UPDATE partner_holds SET status = 'booked', booking_id = $2, closed_at = now() WHERE id = $1 AND status = 'held'`,
      [id, bookingId],
    );
  }

  /**
   * Ends a hold still held, as released by the partner or as expired; answers the seats to give
   * back, or null when it had already ended.
   */
  async end(manager: EntityManager, id: string, as: 'released' | 'expired'): Promise<SeatRelease | null> {
    const [ended] = await manager.query<[SeatRelease[], number]>(
      `UPDATE partner_holds SET status = $2, closed_at = now() WHERE id = $1 AND status = 'held'
       RETURNING departure_id AS "departureId", seats`,
      [id, as],
    );
    return ended[0] ?? null;
  }

  /**
   * Up to `batch` holds past their expiry end as expired; their rows are claimed with SKIP
   * LOCKED, so replicas running the job at once never end one twice.
   */
  async expireOverdue(manager: EntityManager, batch: number): Promise<SeatRelease[]> {
    const [expired] = await manager.query<[SeatRelease[], number]>(
      `WITH overdue AS (
         SELECT id FROM partner_holds WHERE status = 'held' AND expires_at <= now()
          ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       UPDATE partner_holds h SET status = 'expired', closed_at = now()
         FROM overdue WHERE h.id = overdue.id AND h.status = 'held'
       RETURNING h.departure_id AS "departureId", h.seats`,
      [batch],
    );
    return expired;
  }

  /** Ended holds older than `days` go; a booked one stays while its booking is referenced by it. */
  async purgeEndedBefore(days: number): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM partner_holds WHERE status IN ('released', 'expired') AND closed_at < now() - make_interval(days => $1)`,
      [days],
    );
    return deleted;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { WaitlistStatus } from './waitlist-entry.entity.js';

/** An entry as the pages, the jobs and the messages read it. */
export interface WaitlistEntryRow {
  id: string;
  departureId: string;
  name: string;
  email: string;
  phone: string | null;
  travellers: number;
  language: 'it' | 'en';
  status: WaitlistStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  bookingLinkId: string | null;
  heldSeats: number;
  offerExpiresAt: Date | null;
  bookingId: string | null;
}

export interface NewWaitlistEntry {
  id: string;
  departureId: string;
  name: string;
  email: string;
  phone: string | null;
  travellers: number;
  language: 'it' | 'en';
  tokenHash: string;
}

/** Seats an entry held that go back to its departure. */
export interface ReleasedHold {
  entryId: string;
  departureId: string;
  seats: number;
}

const ENTRY_COLUMNS = `w.id, w.departure_id AS "departureId", w.name, w.email, w.phone, w.travellers, w.language, w.status,
  w.created_at AS "createdAt", w.confirmed_at AS "confirmedAt", w.booking_link_id AS "bookingLinkId",
  w.held_seats AS "heldSeats", w.offer_expires_at AS "offerExpiresAt", w.booking_id AS "bookingId"`;

/** Line order: confirmed first come first, the id breaking ties. */
const LINE_ORDER = 'w.confirmed_at, w.id';

const LIVE = "('unconfirmed', 'waiting', 'offered')";

/** Every statement on waitlist_entries. */
@Injectable()
export class WaitlistRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds an entry unless the address already has a live one for the departure: then that one
   * is answered, unchanged (a stranger cannot rewrite someone's entry by typing their address).
   */
  async insertOrFindLive(
    manager: EntityManager,
    entry: NewWaitlistEntry,
  ): Promise<{ id: string; status: WaitlistStatus }> {
    const [inserted] = await manager.query<{ id: string }[]>(
      `INSERT INTO waitlist_entries (id, departure_id, name, email, email_key, phone, travellers, language, status,
              token_hash, privacy_accepted_at)
       VALUES ($8, $1, $2, $3::text, lower($3::text), $4, $5, $6, 'unconfirmed', $7, now())
       ON CONFLICT (departure_id, email_key) WHERE status IN ${LIVE} DO NOTHING
       RETURNING id`,
      [
        entry.departureId,
        entry.name,
        entry.email,
        entry.phone,
        entry.travellers,
        entry.language,
        entry.tokenHash,
        entry.id,
      ],
    );
    if (inserted) return { id: inserted.id, status: 'unconfirmed' };
    const [live] = await manager.query<{ id: string; status: WaitlistStatus }[]>(
      `SELECT id, status FROM waitlist_entries
        WHERE departure_id = $1 AND email_key = lower($2::text) AND status IN ${LIVE}`,
      [entry.departureId, entry.email],
    );
    if (!live) throw new Error('A live waiting-list entry vanished between its insert and its read');
    return live;
  }

  async findByTokenHash(
    tokenHash: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WaitlistEntryRow | null> {
    const [row] = await manager.query<WaitlistEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries w WHERE w.token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<WaitlistEntryRow | null> {
    const [row] = await manager.query<WaitlistEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries w WHERE w.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Entries waiting before this one, for 'you are number n'. */
  async placeInLine(entry: Pick<WaitlistEntryRow, 'id' | 'departureId' | 'confirmedAt'>): Promise<number> {
    const [{ ahead }] = await this.dataSource.query<{ ahead: number }[]>(
      `SELECT count(*)::int AS ahead FROM waitlist_entries w
        WHERE w.departure_id = $1 AND w.status = 'waiting' AND (w.confirmed_at, w.id) < ($2::timestamptz, $3::uuid)`,
      [entry.departureId, entry.confirmedAt, entry.id],
    );
    return ahead + 1;
  }

  /** Puts an unconfirmed entry in line; false when it was not unconfirmed. */
  async confirm(manager: EntityManager, id: string): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE waitlist_entries SET status = 'waiting', confirmed_at = now() WHERE id = $1 AND status = 'unconfirmed'
       RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Takes a live entry off the list ('left' by the visitor, 'removed' by staff), answering the
   * seats it held, if it was offered; null when it was no longer live.
   */
  async close(manager: EntityManager, id: string, status: 'left' | 'removed'): Promise<ReleasedHold | null> {
    const [rows] = await manager.query<[ReleasedHold[], number]>(
      `WITH live AS (
         SELECT id, held_seats FROM waitlist_entries WHERE id = $1 AND status IN ${LIVE} FOR UPDATE
       )
       UPDATE waitlist_entries w SET status = $2, held_seats = 0, closed_at = now()
         FROM live WHERE w.id = live.id
       RETURNING w.id AS "entryId", w.departure_id AS "departureId", live.held_seats AS seats`,
      [id, status],
    );
    return rows[0] ?? null;
  }

  /**
   * Ends every live entry of a departure cancelled for its minimum group: the seats offers held
   * and who had confirmed their address (and so hears of it) come back.
   */
  async cancelForDeparture(
    manager: EntityManager,
    departureId: string,
  ): Promise<{ entryId: string; seats: number; confirmed: boolean }[]> {
    const [rows] = await manager.query<[{ entryId: string; seats: number; confirmed: boolean }[], number]>(
      `WITH live AS (
         SELECT id, held_seats, status FROM waitlist_entries
          WHERE departure_id = $1 AND status IN ${LIVE} FOR UPDATE
       )
       UPDATE waitlist_entries w SET status = 'cancelled', held_seats = 0, closed_at = now()
         FROM live WHERE w.id = live.id
       RETURNING w.id AS "entryId", live.held_seats AS seats, live.status <> 'unconfirmed' AS confirmed`,
      [departureId],
    );
    return rows;
  }

  /** The entries in line for a departure, in order, locked until the caller's transaction ends. */
  async lockLine(manager: EntityManager, departureId: string): Promise<{ id: string; travellers: number }[]> {
    return manager.query<{ id: string; travellers: number }[]>(
      `SELECT w.id, w.travellers FROM waitlist_entries w
        WHERE w.departure_id = $1 AND w.status = 'waiting'
        ORDER BY ${LINE_ORDER} FOR UPDATE`,
      [departureId],
    );
  }

  async markOffered(
    manager: EntityManager,
    offer: { entryId: string; bookingLinkId: string; heldSeats: number; expiresAt: Date },
  ): Promise<void> {
    await manager.query(
      `UPDATE waitlist_entries
          SET status = 'offered', booking_link_id = $2, held_seats = $3, offered_at = now(), offer_expires_at = $4
        WHERE id = $1 AND status = 'waiting'`,
      [offer.entryId, offer.bookingLinkId, offer.heldSeats, offer.expiresAt],
    );
  }

  /** The seats a link's live offer holds for its customer; 0 for any other link. */
  async heldForLink(linkId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query<{ seats: number }[]>(
      `SELECT held_seats AS seats FROM waitlist_entries
        WHERE booking_link_id = $1 AND status = 'offered' AND offer_expires_at > now()`,
      [linkId],
    );
    return row?.seats ?? 0;
  }

  /**
   * The booking from an offer's link takes the offer: the entry is booked and the seats it held
   * are answered, for the booking to take in their place. Null when the link holds no live offer.
   */
  async claimOffer(manager: EntityManager, linkId: string, bookingId: string): Promise<ReleasedHold | null> {
    const [rows] = await manager.query<[ReleasedHold[], number]>(
      `WITH offer AS (
         SELECT id, held_seats FROM waitlist_entries
          WHERE booking_link_id = $1 AND status = 'offered' AND offer_expires_at > now() FOR UPDATE
       )
       UPDATE waitlist_entries w SET status = 'booked', booking_id = $2, held_seats = 0, closed_at = now()
         FROM offer WHERE w.id = offer.id
       RETURNING w.id AS "entryId", w.departure_id AS "departureId", offer.held_seats AS seats`,
      [linkId, bookingId],
    );
    return rows[0] ?? null;
  }

  /**
   * Offers past their end lapse, a batch at a time, answering the seats they held. Rows are
   * claimed with SKIP LOCKED and the update is guarded by the status: two replicas never lapse
   * an offer, nor give back its seats, twice.
   */
  async lapseDue(manager: EntityManager, batch: number): Promise<ReleasedHold[]> {
    const [rows] = await manager.query<[ReleasedHold[], number]>(
      `WITH due AS (
         SELECT id, held_seats FROM waitlist_entries
          WHERE status = 'offered' AND offer_expires_at <= now()
          ORDER BY offer_expires_at LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       UPDATE waitlist_entries w SET status = 'lapsed', held_seats = 0, closed_at = now()
         FROM due WHERE w.id = due.id
       RETURNING w.id AS "entryId", w.departure_id AS "departureId", due.held_seats AS seats`,
      [batch],
    );
    return rows;
  }

  /** Every entry of a departure as staff see it: live ones in line order first, then the others, latest first. */
  async listForDeparture(departureId: string): Promise<WaitlistEntryRow[]> {
    return this.dataSource.query<WaitlistEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries w
        WHERE w.departure_id = $1
        ORDER BY (w.status IN ${LIVE}) DESC,
                 CASE w.status WHEN 'offered' THEN 0 WHEN 'waiting' THEN 1 WHEN 'unconfirmed' THEN 2 ELSE 3 END,
                 ${LINE_ORDER}, w.created_at DESC`,
      [departureId],
    );
  }

  /** Live entries per departure, for the departures staff look after. */
  async countLive(departureIds: readonly string[]): Promise<Map<string, number>> {
    if (departureIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ departureId: string; live: number }[]>(
      `SELECT departure_id AS "departureId", count(*)::int AS live FROM waitlist_entries
        WHERE departure_id = ANY($1::uuid[]) AND status IN ('waiting', 'offered') GROUP BY departure_id`,
      [departureIds],
    );
    return new Map(rows.map((row) => [row.departureId, row.live]));
  }

  /** Staff change how many travellers an entry waits for (the family grew); false when it is not waiting. */
  async changeTravellers(manager: EntityManager, id: string, travellers: number): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE waitlist_entries SET travellers = $2 WHERE id = $1 AND status IN ('unconfirmed', 'waiting') RETURNING id`,
      [id, travellers],
    );
    return rows.length > 0;
  }

  /** The departures with entries in line. */
  async departuresWaiting(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ departureId: string }[]>(
      `SELECT DISTINCT departure_id AS "departureId" FROM waitlist_entries WHERE status = 'waiting'`,
    );
    return rows.map((row) => row.departureId);
  }

  /** The departures that have entries at all: few, as only sold-out departures get them. */
  async departuresWithEntries(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ departureId: string }[]>(
      'SELECT DISTINCT departure_id AS "departureId" FROM waitlist_entries',
    );
    return rows.map((row) => row.departureId);
  }

  /**
   * Forgets entries: every entry of these departures (gone by long enough), and addresses never
   * confirmed within `unconfirmedHours`. Answers the ids forgotten, for their messages to go too.
   */
  async purge(manager: EntityManager, departureIds: readonly string[], unconfirmedHours: number): Promise<string[]> {
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `DELETE FROM waitlist_entries
        WHERE departure_id = ANY($1::uuid[])
           OR (status = 'unconfirmed' AND created_at < now() - make_interval(hours => $2::int))
       RETURNING id`,
      [departureIds, unconfirmedHours],
    );
    return rows.map((row) => row.id);
  }
}

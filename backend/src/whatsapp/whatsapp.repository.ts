import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AirportCode } from '../common/airports.js';
import { hashLockKey } from '../common/advisory-lock.js';

/** The sequence whose next value names the consultant whose turn it is, on every replica. */
export const NUMBER_TURN_SEQUENCE = 'whatsapp_number_turn';

/**
 * What each route's per-client limit counts: its own rows, under its own first key of the
 * two-key advisory locks. Two-key locks never collide with single-key ones such as the
 * migration lock, nor with the contact form's.
 */
const CLIENT_COUNTERS = {
  handoffs: { lockSpace: 0x77616866, table: 'whatsapp_clicks', timeColumn: 'clicked_at' },
  popupReports: { lockSpace: 0x77617062, table: 'whatsapp_popup_reports', timeColumn: 'reported_at' },
} as const;

export type WhatsappClientCounter = keyof typeof CLIENT_COUNTERS;

export interface NewWhatsappClick {
  phoneNumber: string;
  message: string;
  userAgent: string | null;
  referrer: string | null;
  tripSlug: string;
  departureId: string | null;
  airport: AirportCode | null;
  travellers: number | null;
  clientHash: string;
}

/** A hand-off as the admin list shows it, with its departure's first day while the departure exists. */
export interface WhatsappClickRow {
  id: string;
  phoneNumber: string;
  tripSlug: string;
  departureId: string | null;
  airport: string | null;
  travellers: number | null;
  clickedAt: Date;
  popupBlocked: boolean;
}

/**
 * Every statement on whatsapp_clicks and whatsapp_popup_reports, and the consultants' turn.
 * Each route's requests are counted per client under an advisory lock, in the transaction
 * that records the new one.
 */
@Injectable()
export class WhatsappRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Makes the client's parallel requests to one route, on any replica, wait for each other until the transaction ends. */
  async lockClient(manager: EntityManager, counter: WhatsappClientCounter, clientHash: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [
      CLIENT_COUNTERS[counter].lockSpace,
      hashLockKey(clientHash),
    ]);
  }

  /** The client's rows of the last `windowSeconds`, by the database's clock (the one the rows are stamped with). */
  async countRecent(
    manager: EntityManager,
    counter: WhatsappClientCounter,
    clientHash: string,
    windowSeconds: number,
  ): Promise<number> {
    const { table, timeColumn } = CLIENT_COUNTERS[counter];
    const [{ recent }] = await manager.query<[{ recent: number }]>(
      `SELECT count(*)::int AS recent FROM ${table}
        WHERE client_hash = $1 AND ${timeColumn} > now() - make_interval(secs => $2)`,
      [clientHash, windowSeconds],
    );
    return recent;
  }

  /** The position in a list of `count` whose turn it is: a shared counter, fair across replicas. */
  async nextTurn(manager: EntityManager, count: number): Promise<number> {
    const [{ turn }] = await manager.query<[{ turn: number }]>(
      `SELECT (nextval('${NUMBER_TURN_SEQUENCE}') % $1)::int AS turn`,
      [count],
    );
    return turn;
  }

  /** Records a hand-off; returns its id. */
  async insertClick(manager: EntityManager, click: NewWhatsappClick): Promise<string> {
    const [inserted] = await manager.query<[{ id: string }]>(
      `INSERT INTO whatsapp_clicks (phone_number, message, user_agent, referrer, trip_slug, departure_id, airport,
                                    travellers, client_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [
        click.phoneNumber,
        click.message,
        click.userAgent,
        click.referrer,
        click.tripSlug,
        click.departureId,
        click.airport,
        click.travellers,
        click.clientHash,
      ],
    );
    return inserted.id;
  }

  /** Counts a report of a blocked window against the client, whatever click it names. */
  async insertPopupReport(manager: EntityManager, clientHash: string): Promise<void> {
    await manager.query('INSERT INTO whatsapp_popup_reports (client_hash) VALUES ($1)', [clientHash]);
  }

  /**
   * Marks the click's window as blocked, keeping the first time, in one statement; false when
   * there is no such click.
   */
  async markPopupBlocked(manager: EntityManager, id: string): Promise<boolean> {
    const [{ found }] = await manager.query<[{ found: boolean }]>(
      `WITH marked AS (
         UPDATE whatsapp_clicks SET popup_blocked_at = now() WHERE id = $1 AND popup_blocked_at IS NULL
       )
       SELECT EXISTS (SELECT 1 FROM whatsapp_clicks WHERE id = $1) AS found`,
      [id],
    );
    return found;
  }

  /** The newest first; the chosen departure's dates are the departures repository's. */
  async listClicks(limit: number): Promise<WhatsappClickRow[]> {
    return await this.dataSource.query<WhatsappClickRow[]>(
      `SELECT c.id, c.phone_number AS "phoneNumber", c.trip_slug AS "tripSlug",
              c.departure_id AS "departureId", c.airport, c.travellers,
              c.clicked_at AS "clickedAt", c.popup_blocked_at IS NOT NULL AS "popupBlocked"
         FROM whatsapp_clicks c
        ORDER BY c.clicked_at DESC, c.id DESC
        LIMIT $1`,
      [limit],
    );
  }

  /** Hand-offs in each period (from `startsAt` included to `endsAt` excluded), in the periods' order. */
  async countClicksIn(manager: EntityManager, periods: readonly { startsAt: Date; endsAt: Date }[]): Promise<number[]> {
    if (periods.length === 0) return [];
    const rows = await manager.query<{ clicks: number }[]>(
      `SELECT count(c.id)::int AS clicks
         FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS p(starts_at, ends_at, position)
         LEFT JOIN whatsapp_clicks c ON c.clicked_at >= p.starts_at AND c.clicked_at < p.ends_at
        GROUP BY p.position
        ORDER BY p.position`,
      [periods.map((period) => period.startsAt), periods.map((period) => period.endsAt)],
    );
    return rows.map((row) => row.clicks);
  }

  /** Clicks older than `retention` (a PostgreSQL interval); returns how many went. */
  async purgeClicksOlderThan(retention: string): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM whatsapp_clicks WHERE clicked_at < now() - $1::interval`,
      [retention],
    );
    return deleted;
  }

  /** Reports older than `retention` (a PostgreSQL interval). */
  async purgePopupReportsOlderThan(retention: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM whatsapp_popup_reports WHERE reported_at < now() - $1::interval`, [
      retention,
    ]);
  }
}

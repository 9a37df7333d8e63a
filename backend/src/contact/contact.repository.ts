import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { hashLockKey } from '../common/advisory-lock.js';

/**
 * First key of the two-key advisory locks taken per client; two-key locks never collide
 * with single-key ones such as the migration lock.
 */
const CONTACT_LOCK_SPACE = 0x636f6e74;

/** A contact request as the agency's inbox shows it. */
export interface ContactRequestRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  reason: string | null;
  message: string;
  destinationId: string | null;
  travelDate: string | null;
  airport: string | null;
  createdAt: Date;
  handledAt: Date | null;
}

/** What a new request stores: the inbox's fields, where the visitor came from, the client's hash. */
export type NewContactRequest = Omit<ContactRequestRow, 'id' | 'createdAt' | 'handledAt'> & {
  referralSource: string | null;
  clientHash: string;
};

export interface ContactRequestCounts {
  total: number;
  /** Not yet handled. */
  waiting: number;
}

const CONTACT_REQUEST_SELECT = `
  SELECT id, name, email, phone, reason, message, destination_id AS "destinationId", travel_date AS "travelDate",
         airport, created_at AS "createdAt", handled_at AS "handledAt"
    FROM contact_requests`;

/**
 * Every statement on contact_requests. A client's recent requests are counted under an
 * advisory lock on the client, in the transaction that stores the new one.
 */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Makes the client's parallel requests, on any replica, wait for each other until the transaction ends. */
  async lockClient(manager: EntityManager, clientHash: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [CONTACT_LOCK_SPACE, hashLockKey(clientHash)]);
  }

  /** The client's requests of the last `windowSeconds`, by the database's clock, the one created_at is written with. */
  async countRecent(manager: EntityManager, clientHash: string, windowSeconds: number): Promise<number> {
    const [{ recent }] = await manager.query<[{ recent: number }]>(
      `SELECT count(*)::int AS recent FROM contact_requests
        WHERE client_hash = $1 AND created_at > now() - make_interval(secs => $2)`,
      [clientHash, windowSeconds],
    );
    return recent;
  }

  /** Stores a request, its privacy consent given now; returns its id. */
  async insert(manager: EntityManager, request: NewContactRequest): Promise<string> {
    const [inserted] = await manager.query<[{ id: string }]>(
      `INSERT INTO contact_requests (name, email, phone, reason, message, destination_id, travel_date, airport,
                                     referral_source, privacy_accepted_at, client_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), $10)
       RETURNING id`,
      [
        request.name,
        request.email,
        request.phone,
        request.reason,
        request.message,
        request.destinationId,
        request.travelDate,
        request.airport,
        request.referralSource,
        request.clientHash,
      ],
    );
    return inserted.id;
  }

  /** The newest first. */
  async list(limit: number, offset: number): Promise<ContactRequestRow[]> {
    return await this.dataSource.query<ContactRequestRow[]>(
      `${CONTACT_REQUEST_SELECT} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }

  async counts(): Promise<ContactRequestCounts> {
    const [counts] = await this.dataSource.query<[ContactRequestCounts]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE handled_at IS NULL)::int AS waiting
         FROM contact_requests`,
    );
    return counts;
  }

  async find(manager: EntityManager, id: string): Promise<ContactRequestRow | null> {
    const [request] = await manager.query<ContactRequestRow[]>(`${CONTACT_REQUEST_SELECT} WHERE id = $1`, [id]);
    return request ?? null;
  }

  /**
   * Marks a request as handled now, or back to waiting, in one conditional statement: false
   * when it does not exist or already was so, which keeps the first time it was handled.
   */
  async setHandled(manager: EntityManager, id: string, handled: boolean): Promise<boolean> {
    const [, changed] = await manager.query<[unknown, number]>(
      handled
        ? 'UPDATE contact_requests SET handled_at = now() WHERE id = $1 AND handled_at IS NULL'
        : 'UPDATE contact_requests SET handled_at = NULL WHERE id = $1 AND handled_at IS NOT NULL',
      [id],
    );
    return changed > 0;
  }

  /** Requests older than `retention` (a PostgreSQL interval); returns how many went. */
  async purgeOlderThan(retention: string): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM contact_requests WHERE created_at < now() - $1::interval`,
      [retention],
    );
    return deleted;
  }
}

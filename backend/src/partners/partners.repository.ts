import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PartnerScope } from './partner-scopes.js';

export interface PartnerRow {
  id: string;
  name: string;
  email: string;
  commissionBasisPoints: number;
  maxUnpaidSeats: number;
  createdAt: Date;
}

/** A key as the admin list shows it: never its hash. */
export interface PartnerKeyRow {
  id: string;
  partnerId: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  replacesKeyId: string | null;
  scopes: PartnerScope[];
  /** Neither revoked nor past its expiry, by the database's clock. */
  usable: boolean;
}

/** What a partner request needs to know about the key it carries and its partner. */
export interface KeyForRequest {
  keyId: string;
  secretHash: Buffer;
  usable: boolean;
  /** Last use unrecorded or older than a minute: this request writes it. */
  useToRecord: boolean;
  partnerId: string;
  partnerName: string;
  commissionBasisPoints: number;
  scopes: PartnerScope[];
}

/** Whether a key may be replaced: locked, in the rotating transaction. */
export interface KeyForRotation {
  usable: boolean;
  replaced: boolean;
  scopes: PartnerScope[];
}

const PARTNER_SELECT = `SELECT id, name, email, commission_basis_points AS "commissionBasisPoints",
                                max_unpaid_seats AS "maxUnpaidSeats", created_at AS "createdAt"
                          FROM partners`;

/** The expression the database's own clock decides a key's validity with, the same on every replica. */
const KEY_USABLE = 'k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())';

/**
 * Every statement on partners and partner_api_keys. Keys are read from here on every partner
 * request, with no cache in between, so that a revocation holds at once on every replica.
 */
@Injectable()
export class PartnersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertPartner(
    manager: EntityManager,
    partner: {
      name: string;
      email: string;
      commissionBasisPoints: number;
      maxUnpaidSeats: number;
      createdBy: string;
    },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO partners (name, email, commission_basis_points, max_unpaid_seats, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [partner.name, partner.email, partner.commissionBasisPoints, partner.maxUnpaidSeats, partner.createdBy],
    );
    return row.id;
  }

  async findPartner(id: string, manager: EntityManager = this.dataSource.manager): Promise<PartnerRow | null> {
    const [row] = await manager.query<PartnerRow[]>(`${PARTNER_SELECT} WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** By name, then by when they were added. */
  async listPartners(): Promise<PartnerRow[]> {
    return await this.dataSource.query<PartnerRow[]>(`${PARTNER_SELECT} ORDER BY lower(name), created_at, id`);
  }

  async partnerExists(partnerId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM partners WHERE id = $1', [partnerId]);
    return rows.length > 0;
  }

  /** Locks the partner against a concurrent change of its keys; false when there is none. */
  async lockPartner(manager: EntityManager, partnerId: string): Promise<boolean> {
    return (await this.lockPartnerCap(manager, partnerId)) !== null;
  }

  /**
   * Locks the partner until the transaction ends and answers its cap of unpaid seats per
   * departure: a partner's holds are counted one after the other, so parallel ones cannot
   * each see room under the cap. Null when there is no such partner.
   */
  async lockPartnerCap(manager: EntityManager, partnerId: string): Promise<number | null> {
    const [row] = await manager.query<{ maxUnpaidSeats: number }[]>(
      'SELECT max_unpaid_seats AS "maxUnpaidSeats" FROM partners WHERE id = $1 FOR UPDATE',
      [partnerId],
    );
    return row?.maxUnpaidSeats ?? null;
  }

  /** Every key of every partner, the newest of each first. */
  async listKeys(): Promise<PartnerKeyRow[]> {
    return await this.dataSource.query<PartnerKeyRow[]>(
      `SELECT k.id, k.partner_id AS "partnerId", k.created_at AS "createdAt", k.last_used_at AS "lastUsedAt",
              k.expires_at AS "expiresAt", k.revoked_at AS "revokedAt", k.replaces_key_id AS "replacesKeyId",
              k.scopes, ${KEY_USABLE} AS usable
         FROM partner_api_keys k
        ORDER BY k.partner_id, k.created_at DESC, k.id`,
    );
  }

  async insertKey(
    manager: EntityManager,
    key: {
      partnerId: string;
      secretHash: Buffer;
      expiresAt: Date | null;
      replacesKeyId: string | null;
      scopes: readonly PartnerScope[];
      createdBy: string;
    },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO partner_api_keys (partner_id, secret_hash, expires_at, replaces_key_id, scopes, created_by)
       VALUES ($1, $2, $3, $4, $5::varchar[], $6) RETURNING id`,
      [key.partnerId, key.secretHash, key.expiresAt, key.replacesKeyId, key.scopes, key.createdBy],
    );
    return row.id;
  }

  /** The partner's key, locked; null when the partner has no such key. */
  async lockKeyForRotation(manager: EntityManager, partnerId: string, keyId: string): Promise<KeyForRotation | null> {
    const [row] = await manager.query<KeyForRotation[]>(
      `SELECT ${KEY_USABLE} AS usable, k.scopes,
              EXISTS (SELECT 1 FROM partner_api_keys n WHERE n.replaces_key_id = k.id) AS replaced
         FROM partner_api_keys k
        WHERE k.id = $1 AND k.partner_id = $2
          FOR UPDATE`,
      [keyId, partnerId],
    );
    return row ?? null;
  }

  /** The replaced key works until the overlap ends, or until its own expiry when that comes first. */
  async endKeyAfter(manager: EntityManager, keyId: string, overlapHours: number): Promise<void> {
    await manager.query(
      `UPDATE partner_api_keys
          SET expires_at = LEAST(COALESCE(expires_at, 'infinity'), now() + make_interval(hours => $2::int))
        WHERE id = $1`,
      [keyId, overlapHours],
    );
  }

  /**
   * Revokes the partner's key unless it is revoked already. Answers whether the partner has
   * the key at all and whether this call revoked it.
   */
  async revokeKey(
    manager: EntityManager,
    partnerId: string,
    keyId: string,
    adminId: string,
  ): Promise<{ found: boolean; revoked: boolean }> {
    const [row] = await manager.query<{ revoked: boolean }[]>(
      `WITH target AS (SELECT id, revoked_at FROM partner_api_keys WHERE id = $1 AND partner_id = $2 FOR UPDATE),
            changed AS (UPDATE partner_api_keys k SET revoked_at = now(), revoked_by = $3
                          FROM target WHERE k.id = target.id AND target.revoked_at IS NULL RETURNING k.id)
       SELECT EXISTS (SELECT 1 FROM changed) AS revoked FROM target`,
      [keyId, partnerId, adminId],
    );
    return row ? { found: true, revoked: row.revoked } : { found: false, revoked: false };
  }

  /** The key a partner request carries, with its partner; validity by the database's clock. */
  async findKeyForRequest(keyId: string): Promise<KeyForRequest | null> {
    const [row] = await this.dataSource.query<KeyForRequest[]>(
      `SELECT k.id AS "keyId", k.secret_hash AS "secretHash", ${KEY_USABLE} AS usable,
              (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute') AS "useToRecord",
              p.id AS "partnerId", p.name AS "partnerName", p.commission_basis_points AS "commissionBasisPoints", k.scopes
         FROM partner_api_keys k JOIN partners p ON p.id = k.partner_id
        WHERE k.id = $1`,
      [keyId],
    );
    return row ?? null;
  }

  /** Records a use; the condition keeps it to one write a minute even when replicas race. */
  async recordKeyUse(keyId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE partner_api_keys SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [keyId],
    );
  }

  /**
   * Deletes the request counts of windows that ended before `endedBefore` (epoch milliseconds,
   * as PartnerRateLimiter's library writes them); answers how many went.
   */
  async forgetRequestCountsEndedBefore(endedBefore: number): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM partner_request_counts WHERE expire < $1',
      [endedBefore],
    );
    return deleted;
  }
}

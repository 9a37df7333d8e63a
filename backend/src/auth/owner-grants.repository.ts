import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { OwnerGrantStatus } from './owner-grant.entity.js';

/** A request to make an account an owner, as the staff screen and the owners' e-mail show it. */
export interface OwnerGrantRow {
  id: string;
  adminUserId: string;
  adminUserEmail: string;
  requestedBy: string;
  requestedByEmail: string;
  requestedAt: Date;
  effectiveAt: Date | null;
  status: OwnerGrantStatus;
}

const GRANT_SELECT = `
  SELECT g.id, g.admin_user_id AS "adminUserId", a.email AS "adminUserEmail", g.requested_by AS "requestedBy",
         r.email AS "requestedByEmail", g.requested_at AS "requestedAt", g.effective_at AS "effectiveAt", g.status
    FROM owner_grants g
    JOIN admin_users a ON a.id = g.admin_user_id
    JOIN admin_users r ON r.id = g.requested_by`;

/** Every statement on owner_grants; methods take the caller's transaction manager when they are part of one. */
@Injectable()
export class OwnerGrantsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new pending request; null when one waits for this account already. */
  async insert(
    manager: EntityManager,
    request: { adminUserId: string; requestedBy: string; effectiveAfterHours: number | null },
  ): Promise<string | null> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO owner_grants (admin_user_id, requested_by, effective_at)
       VALUES ($1, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(hours => $3::int) END)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [request.adminUserId, request.requestedBy, request.effectiveAfterHours],
    );
    return row?.id ?? null;
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<OwnerGrantRow | null> {
    const [row] = await manager.query<OwnerGrantRow[]>(`${GRANT_SELECT} WHERE g.id = $1`, [id]);
    return row ?? null;
  }

  /** The requests waiting now, by the account they are about. */
  async pendingByAccount(manager: EntityManager = this.dataSource.manager): Promise<Map<string, OwnerGrantRow>> {
    const rows = await manager.query<OwnerGrantRow[]>(`${GRANT_SELECT} WHERE g.status = 'pending'`);
    return new Map(rows.map((row) => [row.adminUserId, row]));
  }

  /** Locks a pending request until the transaction ends; null when it is not pending (any more). */
  async lockPending(manager: EntityManager, id: string): Promise<OwnerGrantRow | null> {
    const [locked] = await manager.query<{ id: string }[]>(
      "SELECT id FROM owner_grants WHERE id = $1 AND status = 'pending' FOR UPDATE",
      [id],
    );
    return locked ? this.find(id, manager) : null;
  }

  /** Locks the request waiting for this account, if any. */
  async lockPendingFor(manager: EntityManager, adminUserId: string): Promise<string | null> {
    const [locked] = await manager.query<{ id: string }[]>(
      "SELECT id FROM owner_grants WHERE admin_user_id = $1 AND status = 'pending' FOR UPDATE",
      [adminUserId],
    );
    return locked?.id ?? null;
  }

  /** Pending requests whose 24 hours are over, locked; another replica skips them. */
  async lockDue(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM owner_grants WHERE status = 'pending' AND effective_at <= now()
        FOR UPDATE SKIP LOCKED`,
    );
    return rows.map((row) => row.id);
  }

  async decide(
    manager: EntityManager,
    id: string,
    status: Exclude<OwnerGrantStatus, 'pending'>,
    decidedBy: string | null,
  ): Promise<void> {
    await manager.query('UPDATE owner_grants SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1', [
      id,
      status,
      decidedBy,
    ]);
  }
}

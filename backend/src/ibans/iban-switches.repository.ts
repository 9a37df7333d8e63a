import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { IbanSwitchStatus } from './iban-switch.entity.js';

/** A switch as the admin area and the owners' e-mail show it. */
export interface IbanSwitchRow {
  id: string;
  ibanId: string;
  requestedBy: string;
  requestedByEmail: string;
  requestedAt: Date;
  effectiveAt: Date | null;
  status: IbanSwitchStatus;
}

const SWITCH_SELECT = `
  SELECT s.id, s.iban_id AS "ibanId", s.requested_by AS "requestedBy", u.email AS "requestedByEmail",
         s.requested_at AS "requestedAt", s.effective_at AS "effectiveAt", s.status
    FROM iban_switches s JOIN admin_users u ON u.id = s.requested_by`;

/** Every statement on iban_switches; methods take the caller's transaction manager when they are part of one. */
@Injectable()
export class IbanSwitchesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new pending switch; null when another one is pending already. */
  async insert(
    manager: EntityManager,
    request: { ibanId: string; requestedBy: string; effectiveAfterHours: number | null },
  ): Promise<string | null> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO iban_switches (iban_id, requested_by, effective_at)
       VALUES ($1, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(hours => $3::int) END)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [request.ibanId, request.requestedBy, request.effectiveAfterHours],
    );
    return row?.id ?? null;
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<IbanSwitchRow | null> {
    const [row] = await manager.query<IbanSwitchRow[]>(`${SWITCH_SELECT} WHERE s.id = $1`, [id]);
    return row ?? null;
  }

  /** The switch waiting now, if any. */
  async findPending(manager: EntityManager = this.dataSource.manager): Promise<IbanSwitchRow | null> {
    const [row] = await manager.query<IbanSwitchRow[]>(`${SWITCH_SELECT} WHERE s.status = 'pending'`);
    return row ?? null;
  }

  /** Locks a pending switch until the transaction ends; null when it is not pending (any more). */
  async lockPending(manager: EntityManager, id: string): Promise<IbanSwitchRow | null> {
    const [locked] = await manager.query<{ id: string }[]>(
      "SELECT id FROM iban_switches WHERE id = $1 AND status = 'pending' FOR UPDATE",
      [id],
    );
    return locked ? this.find(id, manager) : null;
  }

  /** Pending switches whose 24 hours are over, locked; another replica skips them. */
  async lockDue(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM iban_switches WHERE status = 'pending' AND effective_at <= now()
        FOR UPDATE SKIP LOCKED`,
    );
    return rows.map((row) => row.id);
  }

  async decide(
    manager: EntityManager,
    id: string,
    status: Exclude<IbanSwitchStatus, 'pending'>,
    decidedBy: string | null,
  ): Promise<void> {
    await manager.query('UPDATE iban_switches SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1', [
      id,
      status,
      decidedBy,
    ]);
  }
}

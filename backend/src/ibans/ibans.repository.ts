import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { IbanApproval } from './saved-iban.entity.js';

/** Key of the advisory lock that puts switches of the system IBAN one after the other. */
const ACTIVE_IBAN_SWITCH_LOCK = 0x6962616e;

/** A saved IBAN as the admin screens read it, with how many booking links use it. */
export interface IbanRow {
  id: string;
  account_holder: string;
  iban: string;
  bank_name: string;
  is_active: boolean;
  is_active_system: boolean;
  is_demo: boolean;
  last_used_at: Date | null;
  created_at: Date;
  approval: IbanApproval;
  effective_at: Date | null;
  created_by: string | null;
  created_by_email: string | null;
}

/** Who receives a transfer. */
export interface Beneficiary {
  accountHolder: string;
  iban: string;
  bankName: string;
  /** The seeded demo account: nobody's, no money must go to it. */
  isDemo: boolean;
}

export interface IbanFlags {
  isActive: boolean;
  isActiveSystem: boolean;
  approval: IbanApproval;
  /** Who added it and when: the request a pending IBAN's approval is about. */
  requestedBy: string | null;
  requestedAt: Date;
}

const IBAN_SELECT = `
  SELECT i.id, i.account_holder, i.iban, i.bank_name, i.is_active, i.is_active_system, i.is_demo, i.last_used_at,
         i.created_at, i.approval, i.effective_at, i.created_by, c.email AS created_by_email
    FROM saved_ibans i LEFT JOIN admin_users c ON c.id = i.created_by`;

/**
 * Every statement on saved_ibans. The system IBAN (the one the checkout pays into) is read
 * and switched only here; the partial unique index keeps it to one.
 */
@Injectable()
export class IbansRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The most recently used first; never used ones last, the newest of them first. Refused ones are left out. */
  async list(): Promise<IbanRow[]> {
    return await this.dataSource.query<IbanRow[]>(
      `${IBAN_SELECT} WHERE i.approval <> 'cancelled'
        ORDER BY i.last_used_at DESC NULLS LAST, i.created_at DESC, i.id`,
    );
  }

  async find(manager: EntityManager, id: string): Promise<IbanRow | null> {
    const [row] = await manager.query<IbanRow[]>(`${IBAN_SELECT} WHERE i.id = $1`, [id]);
    return row ?? null;
  }

  /** Outside any transaction (an owner's e-mail about it, written later). */
  async findById(id: string): Promise<IbanRow | null> {
    return this.find(this.dataSource.manager, id);
  }

  async findSystem(): Promise<IbanRow | null> {
    const [row] = await this.dataSource.query<IbanRow[]>(`${IBAN_SELECT} WHERE i.is_active_system`);
    return row ?? null;
  }

  /** Who receives the transfers into this IBAN; null for none. */
  async findBeneficiary(id: string, manager: EntityManager = this.dataSource.manager): Promise<Beneficiary | null> {
    const [row] = await manager.query<Beneficiary[]>(
      `SELECT account_holder AS "accountHolder", iban, bank_name AS "bankName", is_demo AS "isDemo"
         FROM saved_ibans WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The id of the IBAN customers pay into, or null while an admin has chosen none. */
  async systemIbanId(manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [iban] = await manager.query<{ id: string }[]>('SELECT id FROM saved_ibans WHERE is_active_system');
    return iban?.id ?? null;
  }

  /** Whether the system IBAN is the seeded demo account; null while there is no system IBAN. */
  async systemIsDemo(manager: EntityManager): Promise<boolean | null> {
    const [row] = await manager.query<{ is_demo: boolean }[]>('SELECT is_demo FROM saved_ibans WHERE is_active_system');
    return row ? row.is_demo : null;
  }

  /** Whether any IBAN is saved at all, active or not. */
  async any(manager: EntityManager): Promise<boolean> {
    const [row] = await manager.query<{ any: boolean }[]>('SELECT EXISTS (SELECT 1 FROM saved_ibans) AS any');
    return row?.any ?? false;
  }

  /**
   * Whether an IBAN other than the demo account was ever approved, deactivated ones included:
   * until then a new one redirects no customer's money (decision A8).
   */
  async anyApproved(manager: EntityManager): Promise<boolean> {
    const [row] = await manager.query<{ any: boolean }[]>(
      "SELECT EXISTS (SELECT 1 FROM saved_ibans WHERE approval = 'approved' AND NOT is_demo) AS any",
    );
    return row?.any ?? false;
  }

  /**
   * Inserts a new IBAN, usable at once (`effectiveAfterHours` undefined) or pending, applying
   * by itself after `effectiveAfterHours` (null: only at another owner's approval); null when
   * the same IBAN is saved already and not refused. `createdBy` null and `isDemo` are the
   * seed's demo account (DECISIONS 32).
   */
  async insert(
    manager: EntityManager,
    iban: {
      accountHolder: string;
      iban: string;
      bankName: string;
      createdBy: string | null;
      isDemo?: boolean;
      pending?: { effectiveAfterHours: number | null };
    },
  ): Promise<string | null> {
    const [inserted] = await manager.query<{ id: string }[]>(
      `INSERT INTO saved_ibans (account_holder, iban, bank_name, created_by, is_demo, approval, effective_at)
       VALUES ($1, $2, $3, $4, $5, $6,
               CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(hours => $7::int) END)
       ON CONFLICT (iban) WHERE approval <> 'cancelled' DO NOTHING
       RETURNING id`,
      [
        iban.accountHolder,
        iban.iban,
        iban.bankName,
        iban.createdBy,
        iban.isDemo ?? false,
        iban.pending ? 'pending' : 'approved',
        iban.pending?.effectiveAfterHours ?? null,
      ],
    );
    return inserted?.id ?? null;
  }

  /** Locks the row for a change (waiting for a switch of the system IBAN touching it); null when none. */
  async lockForChange(manager: EntityManager, id: string): Promise<IbanFlags | null> {
    const [row] = await manager.query<IbanFlags[]>(
      `SELECT is_active AS "isActive", is_active_system AS "isActiveSystem", approval,
              created_by AS "requestedBy", created_at AS "requestedAt"
         FROM saved_ibans WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /** Approves or cancels a pending IBAN; `decidedBy` null when its 24 hours passed. */
  async decide(
    manager: EntityManager,
    id: string,
    approval: Exclude<IbanApproval, 'pending'>,
    decidedBy: string | null,
  ): Promise<void> {
    await manager.query('UPDATE saved_ibans SET approval = $2, decided_by = $3, decided_at = now() WHERE id = $1', [
      id,
      approval,
      decidedBy,
    ]);
  }

  /** Pending IBANs whose 24 hours are over, locked, with who added them; another replica skips them. */
  async lockDue(manager: EntityManager): Promise<{ id: string; createdBy: string }[]> {
    return manager.query<{ id: string; createdBy: string }[]>(
      `SELECT id, created_by AS "createdBy" FROM saved_ibans
        WHERE approval = 'pending' AND effective_at <= now()
        FOR UPDATE SKIP LOCKED`,
    );
  }

  async setActive(manager: EntityManager, id: string, isActive: boolean): Promise<void> {
    await manager.query('UPDATE saved_ibans SET is_active = $2 WHERE id = $1', [id, isActive]);
  }

  /** Puts switches of the system IBAN one after the other, until the transaction ends. */
  async lockSystemSwitch(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ACTIVE_IBAN_SWITCH_LOCK]);
  }

  /** Makes `id` the system IBAN in the caller's transaction: the old one stops being it in the same commit. */
  async makeSystem(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE saved_ibans SET is_active_system = false WHERE is_active_system');
    await manager.query('UPDATE saved_ibans SET is_active_system = true, last_used_at = now() WHERE id = $1', [id]);
  }

  /**
   * The IBAN a new link may use: an existing, approved, active one (IBAN_NOT_FOUND,
   * IBAN_PENDING_APPROVAL, IBAN_INACTIVE otherwise). The share lock makes a deactivation or a
   * cancellation running at the same moment wait for the caller's transaction.
   */
  async lockOffered(manager: EntityManager, id: string): Promise<void> {
    const [iban] = await manager.query<{ is_active: boolean; approval: IbanApproval }[]>(
      'SELECT is_active, approval FROM saved_ibans WHERE id = $1 FOR SHARE',
      [id],
    );
    if (!iban || iban.approval === 'cancelled') throw new AppError('IBAN_NOT_FOUND');
    if (iban.approval === 'pending') throw new AppError('IBAN_PENDING_APPROVAL');
    if (!iban.is_active) throw new AppError('IBAN_INACTIVE');
  }

  /** Records that a link was just made for this IBAN (the list puts the recently used first). */
  async markUsed(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE saved_ibans SET last_used_at = now() WHERE id = $1', [id]);
  }
}

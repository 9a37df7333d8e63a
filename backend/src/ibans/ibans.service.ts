import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { ActiveIbanDto, IbanDto } from './dto/iban.dto.js';
import type { IbanCreateDto } from './dto/iban-create.dto.js';
import { formatIban, isValidIban, normalizeIban } from './iban.js';
import { DEFAULT_BANK_NAME } from './saved-iban.entity.js';

/** Key of the advisory lock that puts switches of the system IBAN one after the other. */
const ACTIVE_IBAN_SWITCH_LOCK = 0x6962616e;

interface IbanRow {
  id: string;
  account_holder: string;
  iban: string;
  bank_name: string;
  is_active: boolean;
  is_active_system: boolean;
  last_used_at: Date | null;
  created_at: Date;
  booking_link_count: number;
}

const IBAN_SELECT = `
  SELECT i.id, i.account_holder, i.iban, i.bank_name, i.is_active, i.is_active_system, i.last_used_at, i.created_at,
         (SELECT count(*)::int FROM booking_links l WHERE l.iban_id = i.id) AS booking_link_count
    FROM saved_ibans i`;

function toDto(row: IbanRow): IbanDto {
  return {
    id: row.id,
    accountHolder: row.account_holder,
    iban: row.iban,
    ibanFormatted: formatIban(row.iban),
    bankName: row.bank_name,
    isActive: row.is_active,
    isActiveSystem: row.is_active_system,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    bookingLinkCount: row.booking_link_count,
  };
}

@Injectable()
export class IbansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The most recently used first; never used ones last, the newest of them first. */
  async listIbans(): Promise<IbanDto[]> {
    const rows = (await this.dataSource.query(
      `${IBAN_SELECT} ORDER BY i.last_used_at DESC NULLS LAST, i.created_at DESC, i.id`,
    )) as IbanRow[];
    return rows.map(toDto);
  }

  async createIban(actor: AdminPrincipal, dto: IbanCreateDto): Promise<IbanDto> {
    const iban = normalizeIban(dto.iban);
    if (!isValidIban(iban)) {
      throw new AppError('INVALID_IBAN', { iban: ["L'IBAN non è valido: controlla di averlo copiato per intero."] });
    }
    return this.dataSource.transaction(async (manager) => {
      const [inserted] = (await manager.query(
        `INSERT INTO saved_ibans (account_holder, iban, bank_name, created_by)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (iban) DO NOTHING
         RETURNING id`,
        [dto.accountHolder, iban, dto.bankName ?? DEFAULT_BANK_NAME, actor.id],
      )) as { id: string }[];
      if (!inserted) throw new AppError('IBAN_ALREADY_EXISTS');
      await this.audit.record(manager, actor.id, 'iban.created', inserted.id);
      return this.findIban(manager, inserted.id);
    });
  }

  /**
   * Deactivates or reactivates an IBAN. The system IBAN is not deactivated: the checkout would
   * be left with nothing to pay into, so another one has to become the system IBAN first.
   */
  async updateIban(actor: AdminPrincipal, id: string, isActive: boolean): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock also waits for a switch of the system IBAN touching this row.
      const [current] = (await manager.query(
        'SELECT is_active, is_active_system FROM saved_ibans WHERE id = $1 FOR UPDATE',
        [id],
      )) as { is_active: boolean; is_active_system: boolean }[];
      if (!current) throw new AppError('IBAN_NOT_FOUND');
      if (!isActive && current.is_active_system) throw new AppError('ACTIVE_IBAN_DEACTIVATION');
      if (current.is_active !== isActive) {
        await manager.query('UPDATE saved_ibans SET is_active = $2 WHERE id = $1', [id, isActive]);
        await this.audit.record(manager, actor.id, isActive ? 'iban.reactivated' : 'iban.deactivated', id);
      }
      return this.findIban(manager, id);
    });
  }

  async getActiveIban(): Promise<ActiveIbanDto> {
    const [row] = (await this.dataSource.query(`${IBAN_SELECT} WHERE i.is_active_system`)) as IbanRow[];
    return { iban: row ? toDto(row) : null };
  }

  /**
   * Makes an IBAN the system one in one transaction: the old one stops being it in the same
   * commit, and the partial unique index guarantees there is never a second. Switches wait for
   * each other, so the last one wins and none fails on the index.
   */
  async switchActiveIban(actor: AdminPrincipal, ibanId: string): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ACTIVE_IBAN_SWITCH_LOCK]);
      const [target] = (await manager.query(
        'SELECT is_active, is_active_system FROM saved_ibans WHERE id = $1 FOR UPDATE',
        [ibanId],
      )) as { is_active: boolean; is_active_system: boolean }[];
      if (!target) throw new AppError('IBAN_NOT_FOUND');
      if (target.is_active_system) throw new AppError('IBAN_ALREADY_ACTIVE');
      if (!target.is_active) throw new AppError('IBAN_INACTIVE');
      await manager.query('UPDATE saved_ibans SET is_active_system = false WHERE is_active_system');
      await manager.query('UPDATE saved_ibans SET is_active_system = true, last_used_at = now() WHERE id = $1', [
        ibanId,
      ]);
      await this.audit.record(manager, actor.id, 'active_iban.switched', ibanId);
      return this.findIban(manager, ibanId);
    });
  }

  private async findIban(manager: EntityManager, id: string): Promise<IbanDto> {
    const [row] = (await manager.query(`${IBAN_SELECT} WHERE i.id = $1`, [id])) as IbanRow[];
    if (!row) throw new AppError('IBAN_NOT_FOUND');
    return toDto(row);
  }
}

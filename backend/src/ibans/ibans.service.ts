import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { ActiveIbanDto, IbanDto } from './dto/iban.dto.js';
import type { IbanCreateDto } from './dto/iban-create.dto.js';
import { formatIban, isValidIban, normalizeIban } from './iban.js';
import { BookingLinksRepository } from '../booking-links/booking-links.repository.js';
import { type IbanRow, IbansRepository } from './ibans.repository.js';
import { DEFAULT_BANK_NAME } from './saved-iban.entity.js';

/** `linkCounts`: the booking links of each IBAN, by id (BookingLinksRepository.countByIban). */
function toDto(row: IbanRow, linkCounts: Map<string, number>): IbanDto {
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
    bookingLinkCount: linkCounts.get(row.id) ?? 0,
  };
}

@Injectable()
export class IbansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ibans: IbansRepository,
    private readonly links: BookingLinksRepository,
    private readonly audit: AuditService,
  ) {}

  /** The most recently used first; never used ones last, the newest of them first. */
  async listIbans(): Promise<IbanDto[]> {
    const [rows, counts] = await Promise.all([this.ibans.list(), this.links.countByIban()]);
    return rows.map((row) => toDto(row, counts));
  }

  async createIban(actor: AdminPrincipal, dto: IbanCreateDto): Promise<IbanDto> {
    const iban = normalizeIban(dto.iban);
    if (!isValidIban(iban)) {
      throw new AppError('INVALID_IBAN', { iban: ["L'IBAN non è valido: controlla di averlo copiato per intero."] });
    }
    return this.dataSource.transaction(async (manager) => {
      const id = await this.ibans.insert(manager, {
        accountHolder: dto.accountHolder,
        iban,
        bankName: dto.bankName ?? DEFAULT_BANK_NAME,
        createdBy: actor.id,
      });
      if (!id) throw new AppError('IBAN_ALREADY_EXISTS');
      await this.audit.record(manager, actor.id, 'iban.created', id);
      return this.findIban(manager, id);
    });
  }

  /**
   * Deactivates or reactivates an IBAN. The system IBAN is not deactivated: the checkout would
   * be left with nothing to pay into, so another one has to become the system IBAN first.
   */
  async updateIban(actor: AdminPrincipal, id: string, isActive: boolean): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock also waits for a switch of the system IBAN touching this row.
      const current = await this.ibans.lockForChange(manager, id);
      if (!current) throw new AppError('IBAN_NOT_FOUND');
      if (!isActive && current.isActiveSystem) throw new AppError('ACTIVE_IBAN_DEACTIVATION');
      if (current.isActive !== isActive) {
        await this.ibans.setActive(manager, id, isActive);
        await this.audit.record(manager, actor.id, isActive ? 'iban.reactivated' : 'iban.deactivated', id);
      }
      return this.findIban(manager, id);
    });
  }

  async getActiveIban(): Promise<ActiveIbanDto> {
    const row = await this.ibans.findSystem();
    return { iban: row ? toDto(row, await this.links.countByIban()) : null };
  }

  /**
   * Makes an IBAN the system one in one transaction: the old one stops being it in the same
   * commit, and the partial unique index guarantees there is never a second. Switches wait for
   * each other, so the last one wins and none fails on the index.
   */
  async switchActiveIban(actor: AdminPrincipal, ibanId: string): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.ibans.lockSystemSwitch(manager);
      const target = await this.ibans.lockForChange(manager, ibanId);
      if (!target) throw new AppError('IBAN_NOT_FOUND');
      if (target.isActiveSystem) throw new AppError('IBAN_ALREADY_ACTIVE');
      if (!target.isActive) throw new AppError('IBAN_INACTIVE');
      await this.ibans.makeSystem(manager, ibanId);
      await this.audit.record(manager, actor.id, 'active_iban.switched', ibanId);
      return this.findIban(manager, ibanId);
    });
  }

  private async findIban(manager: EntityManager, id: string): Promise<IbanDto> {
    const row = await this.ibans.find(manager, id);
    if (!row) throw new AppError('IBAN_NOT_FOUND');
    return toDto(row, await this.links.countByIban(manager));
  }
}

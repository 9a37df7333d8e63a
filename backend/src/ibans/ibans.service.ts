import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { ActiveIbanDto, IbanDto, IbanSwitchDto } from './dto/iban.dto.js';
import { type IbanSwitchRow, IbanSwitchesRepository } from './iban-switches.repository.js';
import { OwnerApprovals } from '../auth/owner-approvals.js';
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
    isDemo: row.is_demo,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    bookingLinkCount: linkCounts.get(row.id) ?? 0,
    approval: row.approval,
    pendingApproval:
      row.approval === 'pending' && row.created_by
        ? {
            requestedBy: row.created_by,
            requestedByEmail: row.created_by_email ?? '',
            requestedAt: row.created_at.toISOString(),
            effectiveAt: row.effective_at?.toISOString() ?? null,
          }
        : null,
  };
}

@Injectable()
export class IbansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ibans: IbansRepository,
    private readonly links: BookingLinksRepository,
    private readonly audit: AuditService,
    private readonly switches: IbanSwitchesRepository,
    private readonly approvals: OwnerApprovals,
  ) {}

  /** The most recently used first; never used ones last, the newest of them first. */
  async listIbans(): Promise<IbanDto[]> {
    const [rows, counts] = await Promise.all([this.ibans.list(), this.links.countByIban()]);
    return rows.map((row) => toDto(row, counts));
  }

  /**
   * Saves an IBAN. The first one other than the demo account is usable at once: there is no
   * customer's money to redirect yet. Any later one waits (decision A8) for another owner's
   * approval, or 24 hours with a single owner, takes no links meanwhile, and every owner is
   * e-mailed about it in the same transaction.
   */
  async createIban(actor: AdminPrincipal, dto: IbanCreateDto): Promise<IbanDto> {
    const iban = normalizeIban(dto.iban);
    if (!isValidIban(iban)) {
      throw new AppError('INVALID_IBAN', { iban: ["L'IBAN non è valido: controlla di averlo copiato per intero."] });
    }
    return this.dataSource.transaction(async (manager) => {
      // Two owners adding the agency's first IBAN at once: only one of them finds it the first.
      await this.ibans.lockSystemSwitch(manager);
      const first = !(await this.ibans.anyApproved(manager));
      const id = await this.ibans.insert(manager, {
        accountHolder: dto.accountHolder,
        iban,
        bankName: dto.bankName ?? DEFAULT_BANK_NAME,
        createdBy: actor.id,
        pending: first ? undefined : { effectiveAfterHours: await this.approvals.delayHours(manager) },
      });
      if (!id) throw new AppError('IBAN_ALREADY_EXISTS');
      await this.audit.record(manager, actor.id, 'iban.created', id);
      if (!first) await this.approvals.tellOwners(manager, 'staff_new_iban', id);
      return this.findIban(manager, id);
    });
  }

  /** Another owner, one before the IBAN was added, approves it: links may pay into it from now on. */
  async approveIban(actor: AdminPrincipal, id: string): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.lockPendingIban(manager, id);
      await this.approvals.assertMayApprove(manager, actor.id, request);
      await this.ibans.decide(manager, id, 'approved', actor.id);
      await this.audit.record(manager, actor.id, 'iban.approved', id);
      return this.findIban(manager, id);
    });
  }

  /** Any owner refuses a pending IBAN: it is kept for the record and offered for nothing. */
  async cancelIban(actor: AdminPrincipal, id: string): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockPendingIban(manager, id);
      await this.ibans.decide(manager, id, 'cancelled', actor.id);
      await this.audit.record(manager, actor.id, 'iban.cancelled', id);
      return this.findIban(manager, id);
    });
  }

  /**
   * Makes usable the IBANs whose 24 hours passed with nobody cancelling them (a single owner's).
   * Every replica may run it: an IBAN is locked by the one approving it and skipped by others.
   */
  async applyDueIbans(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.ibans.lockDue(manager);
      for (const { id, createdBy } of due) {
        await this.ibans.decide(manager, id, 'approved', null);
        await this.audit.record(manager, createdBy, 'iban.applied', id);
      }
      return due.length;
    });
  }

  /** A pending IBAN locked, with who added it and when; IBAN_NOT_FOUND or IBAN_NOT_PENDING otherwise. */
  private async lockPendingIban(
    manager: EntityManager,
    id: string,
  ): Promise<{ requestedBy: string; requestedAt: Date }> {
    const row = await this.ibans.lockForChange(manager, id);
    if (!row || row.approval === 'cancelled') throw new AppError('IBAN_NOT_FOUND');
    if (row.approval !== 'pending' || !row.requestedBy) throw new AppError('IBAN_NOT_PENDING');
    return { requestedBy: row.requestedBy, requestedAt: row.requestedAt };
  }

  /**
   * Deactivates or reactivates an IBAN. The system IBAN is not deactivated: the checkout would
   * be left with nothing to pay into, so another one has to become the system IBAN first.
   */
  async updateIban(actor: AdminPrincipal, id: string, isActive: boolean): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock also waits for a switch of the system IBAN touching this row.
      const current = await this.ibans.lockForChange(manager, id);
      if (!current || current.approval === 'cancelled') throw new AppError('IBAN_NOT_FOUND');
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
    const counts = await this.links.countByIban();
    const pending = await this.switches.findPending();
    return {
      iban: row ? toDto(row, counts) : null,
      pendingSwitch: pending ? await this.switchDto(this.dataSource.manager, pending, counts) : null,
    };
  }

  /**
   * Asks for another system IBAN. The first one of a fresh start applies at once (200), and so
   * does the one replacing the demo account of a development start, which takes no money
   * (DECISIONS 32); any later switch waits (202) for a second owner's approval, or for 24 hours
   * when the agency has one owner, and every owner is e-mailed about it in the same
   * transaction. The system IBAN does not change before.
   */
  async requestSwitch(
    actor: AdminPrincipal,
    ibanId: string,
  ): Promise<{ applied: IbanDto } | { pending: IbanSwitchDto }> {
    return this.dataSource.transaction(async (manager) => {
      await this.ibans.lockSystemSwitch(manager);
      await this.assertSwitchable(manager, ibanId);
      // No system IBAN yet, or the demo account (true): no customer's money to protect.
      if ((await this.ibans.systemIsDemo(manager)) !== false) {
        return { applied: await this.applySwitch(manager, actor.id, ibanId) };
      }
      const id = await this.switches.insert(manager, {
        ibanId,
        requestedBy: actor.id,
        effectiveAfterHours: await this.approvals.delayHours(manager),
      });
      if (!id) throw new AppError('IBAN_SWITCH_PENDING');
      await this.audit.record(manager, actor.id, 'active_iban.switch_requested', id);
      await this.approvals.tellOwners(manager, 'staff_iban_switch', id);
      const pending = await this.switches.find(id, manager);
      if (!pending) throw new Error(`IBAN switch ${id} vanished in its own transaction`);
      return { pending: await this.switchDto(manager, pending) };
    });
  }

  /** Another owner, one before the switch was asked, approves it: the IBAN becomes the system one now. */
  async approveSwitch(actor: AdminPrincipal, switchId: string): Promise<IbanDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.ibans.lockSystemSwitch(manager);
      const pending = await this.switches.lockPending(manager, switchId);
      if (!pending) throw new AppError('IBAN_SWITCH_NOT_FOUND');
      await this.approvals.assertMayApprove(manager, actor.id, pending);
      await this.assertSwitchable(manager, pending.ibanId);
      await this.switches.decide(manager, switchId, 'approved', actor.id);
      await this.audit.record(manager, actor.id, 'active_iban.switch_approved', switchId);
      return this.applySwitch(manager, actor.id, pending.ibanId);
    });
  }

  /** Any owner stops a waiting switch; the system IBAN stays as it is. */
  async cancelSwitch(actor: AdminPrincipal, switchId: string): Promise<IbanSwitchDto> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await this.switches.lockPending(manager, switchId);
      if (!pending) throw new AppError('IBAN_SWITCH_NOT_FOUND');
      await this.switches.decide(manager, switchId, 'cancelled', actor.id);
      await this.audit.record(manager, actor.id, 'active_iban.switch_cancelled', switchId);
      return this.switchDto(manager, { ...pending, status: 'cancelled' });
    });
  }

  /**
   * Applies the switches whose 24 hours passed with nobody cancelling them (a single owner's).
   * Every replica may run it: a switch is locked by the one applying it and skipped by others.
   */
  async applyDueSwitches(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.switches.lockDue(manager);
      if (due.length === 0) return 0;
      await this.ibans.lockSystemSwitch(manager);
      for (const id of due) {
        const pending = await this.switches.find(id, manager);
        if (!pending) continue;
        const target = await this.ibans.lockForChange(manager, pending.ibanId);
        // Deactivated meanwhile: nothing to apply, the owners see it stopped.
        if (!target?.isActive) {
          await this.switches.decide(manager, id, 'cancelled', null);
          continue;
        }
        await this.switches.decide(manager, id, 'applied', null);
        if (!target.isActiveSystem) await this.applySwitch(manager, pending.requestedBy, pending.ibanId);
      }
      return due.length;
    });
  }

  private async assertSwitchable(manager: EntityManager, ibanId: string): Promise<void> {
    const target = await this.ibans.lockForChange(manager, ibanId);
    if (!target || target.approval === 'cancelled') throw new AppError('IBAN_NOT_FOUND');
    if (target.isActiveSystem) throw new AppError('IBAN_ALREADY_ACTIVE');
    if (target.approval === 'pending') throw new AppError('IBAN_PENDING_APPROVAL');
    if (!target.isActive) throw new AppError('IBAN_INACTIVE');
  }

  /** The one place the system IBAN changes: the old one stops being it in the same commit. */
  private async applySwitch(manager: EntityManager, actorId: string, ibanId: string): Promise<IbanDto> {
    await this.ibans.makeSystem(manager, ibanId);
    await this.audit.record(manager, actorId, 'active_iban.switched', ibanId);
    return this.findIban(manager, ibanId);
  }

  /** `linkCounts` when the caller has them already, to count the links once. */
  private async switchDto(
    manager: EntityManager,
    row: IbanSwitchRow,
    linkCounts?: Map<string, number>,
  ): Promise<IbanSwitchDto> {
    return {
      id: row.id,
      ibanId: row.ibanId,
      iban: await this.findIban(manager, row.ibanId, linkCounts),
      requestedBy: row.requestedBy,
      requestedByEmail: row.requestedByEmail,
      requestedAt: row.requestedAt.toISOString(),
      effectiveAt: row.effectiveAt?.toISOString() ?? null,
      status: row.status,
    };
  }

  private async findIban(manager: EntityManager, id: string, linkCounts?: Map<string, number>): Promise<IbanDto> {
    const row = await this.ibans.find(manager, id);
    if (!row) throw new AppError('IBAN_NOT_FOUND');
    return toDto(row, linkCounts ?? (await this.links.countByIban(manager)));
  }
}

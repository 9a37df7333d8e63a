import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import type { AdminPrincipal } from './admin-principal.js';
import { type AdminUserRow, AuthRepository } from './auth.repository.js';
import { normalizeEmail } from './auth.service.js';
import type { AdminUserCreateDto } from './dto/admin-user-create.dto.js';
import type { AdminUserDto, OwnerGrantDto } from './dto/admin-user.dto.js';
import type { AdminUserUpdateDto } from './dto/admin-user-update.dto.js';
import { type OwnerGrantRow, OwnerGrantsRepository } from './owner-grants.repository.js';
import { OwnerApprovals } from './owner-approvals.js';
import { hashPassword } from './password.js';

function grantDto(grant: OwnerGrantRow): OwnerGrantDto {
  return {
    id: grant.id,
    requestedBy: grant.requestedBy,
    requestedByEmail: grant.requestedByEmail,
    requestedAt: grant.requestedAt.toISOString(),
    effectiveAt: grant.effectiveAt?.toISOString() ?? null,
  };
}

function toDto(user: AdminUserRow, grant: OwnerGrantRow | undefined): AdminUserDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    ownerGrant: grant ? grantDto(grant) : null,
  };
}

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthRepository,
    private readonly grants: OwnerGrantsRepository,
    private readonly approvals: OwnerApprovals,
    private readonly audit: AuditService,
  ) {}

  async listAdminUsers(): Promise<AdminUserDto[]> {
    const [users, grants] = await Promise.all([this.auth.listUsers(), this.grants.pendingByAccount()]);
    return users.map((user) => toDto(user, grants.get(user.id)));
  }

  /** A new account is staff; asked as an owner, it also gets an owner grant waiting for approval (decision A8). */
  async createAdminUser(actor: AdminPrincipal, dto: AdminUserCreateDto): Promise<AdminUserDto> {
    const passwordHash = await hashPassword(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const id = await this.auth.insertUser(manager, {
        email: normalizeEmail(dto.email),
        passwordHash,
        createdBy: actor.id,
      });
      if (!id) throw new AppError('ADMIN_USER_EMAIL_TAKEN');
      await this.audit.record(manager, actor.id, 'admin_user.created', id);
      if (dto.role === 'owner') await this.requestOwner(manager, actor, id);
      return this.findUser(manager, id);
    });
  }

  /**
   * Disables or enables an account, or changes its role; a disabled one's tokens stop working
   * on their next request, and its waiting owner grant is cancelled. The last active owner can
   * be neither disabled nor made staff. Making an account staff takes effect at once; making
   * it an owner is asked, and waits for another owner's approval.
   */
  async updateAdminUser(actor: AdminPrincipal, id: string, dto: AdminUserUpdateDto): Promise<AdminUserDto> {
    if (dto.isActive === undefined && dto.role === undefined) {
      throw new AppError('VALIDATION_FAILED', { body: ["Indica cosa cambiare: lo stato dell'account o il ruolo."] });
    }
    if (id === actor.id && dto.isActive === false) throw new AppError('ADMIN_USER_SELF_DISABLE');
    return this.dataSource.transaction(async (manager) => {
      const owners = await this.auth.lockActiveOwners(manager);
      const losesOwner = owners.includes(id) && (dto.isActive === false || dto.role === 'staff');
      if (losesOwner && owners.length <= 1) throw new AppError('LAST_OWNER');
      const before = await this.auth.findUser(manager, id);
      if (!before) throw new AppError('ADMIN_USER_NOT_FOUND');
      const activeChanged = dto.isActive !== undefined && (await this.auth.setActive(manager, id, dto.isActive));
      if (activeChanged) {
        await this.audit.record(manager, actor.id, dto.isActive ? 'admin_user.enabled' : 'admin_user.disabled', id);
      }
      if (dto.isActive === false) {
        // A disabled account becomes nobody's owner: whoever re-enables it asks again.
        const waiting = await this.grants.lockPendingFor(manager, id);
        if (waiting) await this.decideGrant(manager, actor.id, waiting, id, 'cancelled');
      }
      if (dto.role === 'staff' && (await this.auth.makeStaff(manager, id))) {
        await this.audit.record(manager, actor.id, 'admin_user.made_staff', id);
      }
      if (dto.role === 'owner' && before.role !== 'owner') {
        if (!(dto.isActive ?? before.isActive)) throw new AppError('ADMIN_USER_INACTIVE');
        await this.requestOwner(manager, actor, id);
      }
      return this.findUser(manager, id);
    });
  }

  /** Another owner, one already before the request, approves it: the account is an owner from now on. */
  async approveOwnerGrant(actor: AdminPrincipal, grantId: string): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (manager) => {
      const grant = await this.grants.lockPending(manager, grantId);
      if (!grant) throw new AppError('OWNER_GRANT_NOT_FOUND');
      await this.approvals.assertMayApprove(manager, actor.id, grant);
      await this.decideGrant(manager, actor.id, grant.id, grant.adminUserId, 'approved');
      await this.auth.makeOwner(manager, grant.adminUserId);
      await this.audit.record(manager, actor.id, 'admin_user.made_owner', grant.adminUserId);
      return this.findUser(manager, grant.adminUserId);
    });
  }

  /** Any owner stops a waiting request: the account stays staff. */
  async cancelOwnerGrant(actor: AdminPrincipal, grantId: string): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (manager) => {
      const grant = await this.grants.lockPending(manager, grantId);
      if (!grant) throw new AppError('OWNER_GRANT_NOT_FOUND');
      await this.decideGrant(manager, actor.id, grant.id, grant.adminUserId, 'cancelled');
      return this.findUser(manager, grant.adminUserId);
    });
  }

  /**
   * Applies the requests whose 24 hours passed with nobody cancelling them (a single owner's).
   * Every replica may run it: a request is locked by the one applying it and skipped by others.
   */
  async applyDueOwnerGrants(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.grants.lockDue(manager);
      for (const id of due) {
        const grant = await this.grants.find(id, manager);
        if (!grant) continue;
        await this.grants.decide(manager, id, 'applied', null);
        if (await this.auth.makeOwner(manager, grant.adminUserId)) {
          await this.audit.record(manager, grant.requestedBy, 'admin_user.made_owner', grant.adminUserId);
        }
      }
      return due.length;
    });
  }

  /** Asks for the account to become an owner, every owner e-mailed; nothing more when one request waits already. */
  private async requestOwner(manager: EntityManager, actor: AdminPrincipal, id: string): Promise<void> {
    const grantId = await this.grants.insert(manager, {
      adminUserId: id,
      requestedBy: actor.id,
      effectiveAfterHours: await this.approvals.delayHours(manager),
    });
    if (!grantId) return;
    await this.audit.record(manager, actor.id, 'admin_user.owner_requested', id);
    await this.approvals.tellOwners(manager, 'staff_owner_grant', grantId);
  }

  private async decideGrant(
    manager: EntityManager,
    actorId: string,
    grantId: string,
    userId: string,
    status: 'approved' | 'cancelled',
  ): Promise<void> {
    await this.grants.decide(manager, grantId, status, actorId);
    await this.audit.record(
      manager,
      actorId,
      status === 'approved' ? 'admin_user.owner_approved' : 'admin_user.owner_cancelled',
      userId,
    );
  }

  private async findUser(manager: EntityManager, id: string): Promise<AdminUserDto> {
    const user = await this.auth.findUser(manager, id);
    if (!user) throw new AppError('ADMIN_USER_NOT_FOUND');
    return toDto(user, (await this.grants.pendingByAccount(manager)).get(id));
  }
}

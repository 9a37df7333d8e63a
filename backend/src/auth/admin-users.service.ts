import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import type { AdminPrincipal } from './admin-principal.js';
import { type AdminUserRow, AuthRepository } from './auth.repository.js';
import { normalizeEmail } from './auth.service.js';
import type { AdminUserCreateDto } from './dto/admin-user-create.dto.js';
import type { AdminUserDto } from './dto/admin-user.dto.js';
import type { AdminUserUpdateDto } from './dto/admin-user-update.dto.js';
import { hashPassword } from './password.js';

function toDto(user: AdminUserRow): AdminUserDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthRepository,
    private readonly audit: AuditService,
  ) {}

  async listAdminUsers(): Promise<AdminUserDto[]> {
    return (await this.auth.listUsers()).map(toDto);
  }

  async createAdminUser(actor: AdminPrincipal, dto: AdminUserCreateDto): Promise<AdminUserDto> {
    const passwordHash = await hashPassword(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const id = await this.auth.insertUser(manager, {
        email: normalizeEmail(dto.email),
        passwordHash,
        role: dto.role ?? 'staff',
        createdBy: actor.id,
      });
      if (!id) throw new AppError('ADMIN_USER_EMAIL_TAKEN');
      await this.audit.record(manager, actor.id, 'admin_user.created', id);
      return this.findUser(manager, id);
    });
  }

  /**
   * Disables or enables an account, or changes its role; a disabled one's tokens stop working
   * on their next request. The last active owner can be neither disabled nor made staff.
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
      const activeChanged = dto.isActive !== undefined && (await this.auth.setActive(manager, id, dto.isActive));
      const roleChanged = dto.role !== undefined && (await this.auth.setRole(manager, id, dto.role));
      const user = await this.findUser(manager, id);
      if (activeChanged) {
        await this.audit.record(manager, actor.id, dto.isActive ? 'admin_user.enabled' : 'admin_user.disabled', id);
      }
      if (roleChanged) {
        await this.audit.record(
          manager,
          actor.id,
          dto.role === 'owner' ? 'admin_user.made_owner' : 'admin_user.made_staff',
          id,
        );
      }
      return user;
    });
  }

  private async findUser(manager: EntityManager, id: string): Promise<AdminUserDto> {
    const user = await this.auth.findUser(manager, id);
    if (!user) throw new AppError('ADMIN_USER_NOT_FOUND');
    return toDto(user);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import type { AdminPrincipal } from './admin-principal.js';
import { AdminUser } from './admin-user.entity.js';
import { normalizeEmail } from './auth.service.js';
import type { AdminUserCreateDto } from './dto/admin-user-create.dto.js';
import type { AdminUserDto } from './dto/admin-user.dto.js';
import type { AdminUserUpdateDto } from './dto/admin-user-update.dto.js';
import { hashPassword } from './password.js';

function toDto(user: AdminUser): AdminUserDto {
  return {
    id: user.id,
    email: user.email,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async listAdminUsers(): Promise<AdminUserDto[]> {
    const users = await this.dataSource.getRepository(AdminUser).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return users.map(toDto);
  }

  async createAdminUser(actor: AdminPrincipal, dto: AdminUserCreateDto): Promise<AdminUserDto> {
    const passwordHash = await hashPassword(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const [inserted] = (await manager.query(
        `INSERT INTO admin_users (email, password_hash, password_changed_at, created_by)
         VALUES ($1, $2, now(), $3)
         ON CONFLICT (email) DO NOTHING
         RETURNING id`,
        [normalizeEmail(dto.email), passwordHash, actor.id],
      )) as { id: string }[];
      if (!inserted) throw new AppError('ADMIN_USER_EMAIL_TAKEN');
      await this.audit.record(manager, actor.id, 'admin_user.created', inserted.id);
      return toDto(await manager.getRepository(AdminUser).findOneByOrFail({ id: inserted.id }));
    });
  }

  /** Disables or enables an account; a disabled one's tokens stop working on their next request. */
  async updateAdminUser(actor: AdminPrincipal, id: string, dto: AdminUserUpdateDto): Promise<AdminUserDto> {
    if (id === actor.id && !dto.isActive) throw new AppError('ADMIN_USER_SELF_DISABLE');
    return this.dataSource.transaction(async (manager) => {
      const [, changed] = (await manager.query(
        'UPDATE admin_users SET is_active = $2 WHERE id = $1 AND is_active <> $2',
        [id, dto.isActive],
      )) as [unknown, number];
      const user = await manager.getRepository(AdminUser).findOneBy({ id });
      if (!user) throw new AppError('ADMIN_USER_NOT_FOUND');
      if (changed > 0) {
        await this.audit.record(manager, actor.id, dto.isActive ? 'admin_user.enabled' : 'admin_user.disabled', id);
      }
      return toDto(user);
    });
  }
}

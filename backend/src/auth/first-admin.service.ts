import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, verifyPassword } from './password.js';

// Any constant: replicas starting together take turns, so only one of them makes the account.
const FIRST_ADMIN_LOCK_KEY = 4_711_2027;

/**
 * Makes the configured first admin when there is no admin at all, and never touches an
 * existing account: once the agency has its staff, ADMIN_EMAIL and ADMIN_PASSWORD do nothing.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
  }

  /** True when it made the account. */
  async ensureFirstAdmin(): Promise<boolean> {
    const first = this.config.admin.firstAdmin;
    const created = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_KEY]);
      if ((await manager.count(AdminUser)) > 0) return false;
      if (!first) {
        if (this.config.isProduction)
          this.logger.warn('There is no admin account: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one');
        return false;
      }
      await manager.query(
        'INSERT INTO admin_users (email, password_hash, password_changed_at) VALUES ($1, $2, now())',
        [first.email, await hashPassword(first.password)],
      );
      return true;
    });
    if (created) this.logger.log('Created the first admin account');
    return created;
  }

  /**
   * The sign-in line development prints when it is ready: its own admin, while the generated
   * password still opens it. Null elsewhere, or once the password was changed.
   */
  async developmentLogin(): Promise<string | null> {
    const first = this.config.admin.firstAdmin;
    if (!first?.generated) return null;
    const user = await this.dataSource.getRepository(AdminUser).findOneBy({ email: first.email });
    if (!user?.isActive || !(await verifyPassword(user.passwordHash, first.password))) return null;
    return `Admin area: sign in as ${first.email} with password ${first.password} (kept in .data/secrets.json)`;
  }
}

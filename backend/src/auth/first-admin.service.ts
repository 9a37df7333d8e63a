import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AuthRepository } from './auth.repository.js';
import { hashPassword, verifyPassword } from './password.js';

/**
 * Makes the configured first admin when there is no admin at all, and never touches an
 * existing account: once the agency has its staff, ADMIN_EMAIL and ADMIN_PASSWORD do nothing.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
  }

  /** True when it made the account. */
  async ensureFirstAdmin(): Promise<boolean> {
    const first = this.config.admin.firstAdmin;
    const created = await this.dataSource.transaction(async (manager) => {
      // Replicas starting together take turns, so only one of them makes the account.
      await this.auth.lockFirstAdmin(manager);
      if (await this.auth.anyUser(manager)) return false;
      if (!first) {
        if (this.config.isProduction)
          this.logger.warn('There is no admin account: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one');
        return false;
      }
      await this.auth.insertFirstAdmin(manager, first.email, await hashPassword(first.password));
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
    const user = await this.auth.findCredentialsByEmail(first.email);
    if (!user?.isActive || !(await verifyPassword(user.passwordHash, first.password))) return null;
    return `Admin area: sign in as ${first.email} with password ${first.password} (kept in .data/secrets.json)`;
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AdminUsersService } from './admin-users.service.js';

@Injectable()
export class OwnerGrantsCron {
  private readonly logger = new Logger(OwnerGrantsCron.name);

  constructor(private readonly users: AdminUsersService) {}

  /** A single owner's request for another owner applies once its 24 hours pass uncancelled; every replica may run it. */
  @Cron('15 * * * * *')
  async applyDueOwnerGrants(): Promise<number> {
    const applied = await this.users.applyDueOwnerGrants();
    if (applied) this.logger.log(`Applied ${applied} owner grants whose 24 hours passed`);
    return applied;
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { MinimumGroupService } from './minimum-group.service.js';

@Injectable()
export class MinimumGroupCron {
  private readonly logger = new Logger(MinimumGroupCron.name);

  constructor(private readonly minimumGroup: MinimumGroupService) {}

  /**
   * Every hour, so a deadline is met within the hour after Rome's midnight, and a replica that
   * was down catches up at its next run. Every replica runs it; each departure is asked once.
   */
  @Cron('0 7 * * * *', { timeZone: 'Europe/Rome' })
  async askStaffWhereDue(): Promise<number> {
    const asked = await this.minimumGroup.askWhereDue();
    if (asked > 0) this.logger.log(`Asked staff to decide on ${asked} departures short of their minimum group`);
    return asked;
  }
}

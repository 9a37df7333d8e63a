import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { IbansService } from './ibans.service.js';

@Injectable()
export class IbanSwitchesCron {
  private readonly logger = new Logger(IbanSwitchesCron.name);

  constructor(private readonly ibans: IbansService) {}

  /** A single owner's switch applies once its 24 hours pass uncancelled; every replica may run it. */
  @Cron('0 * * * * *')
  async applyDueSwitches(): Promise<number> {
    const applied = await this.ibans.applyDueSwitches();
    if (applied) this.logger.log(`Applied or closed ${applied} IBAN switches whose 24 hours passed`);
    return applied;
  }

  /** A single owner's new IBAN becomes usable once its 24 hours pass uncancelled; every replica may run it. */
  @Cron('30 * * * * *')
  async applyDueIbans(): Promise<number> {
    const applied = await this.ibans.applyDueIbans();
    if (applied) this.logger.log(`Made usable ${applied} new IBANs whose 24 hours passed`);
    return applied;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DeparturesService } from './departures.service.js';

@Injectable()
export class DeparturesTopUpCron {
  private readonly logger = new Logger(DeparturesTopUpCron.name);

  constructor(
    private readonly departures: DeparturesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every night the offer moves on by a day, so a new month's dates appear as the current
   * month ends. Every replica wakes up; the first takes the lock and the others skip.
   */
  @Cron('0 15 4 * * *', { timeZone: 'Europe/Rome' })
  async topUpDepartures(): Promise<number | null> {
    if (!this.config.departuresAutoTopUp) return null;
    const added = await this.departures.topUpAllTripsUnlessRunning();
    if (added) this.logger.log(`Added ${added} departures`);
    return added;
  }
}

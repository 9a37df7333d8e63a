import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { PartnerBookingsService } from './partner-bookings.service.js';
import { PartnerHoldsRepository } from './partner-holds.repository.js';

/** Ended holds are kept this long for questions about them, then go. */
const ENDED_HOLD_RETENTION_DAYS = 30;

@Injectable()
export class PartnerHoldsCron {
  private readonly logger = new Logger(PartnerHoldsCron.name);

  constructor(
    private readonly partnerBookings: PartnerBookingsService,
    private readonly holds: PartnerHoldsRepository,
  ) {}

  /** Every minute: holds past their 30 minutes give their seats back. */
  @Cron('30 * * * * *')
  async expireOverdueHolds(): Promise<number> {
    const expired = await this.partnerBookings.expireOverdueHolds();
    if (expired > 0) this.logger.log(`Expired ${expired} partner holds and gave their seats back`);
    return expired;
  }

  @Cron('0 40 4 * * *', { timeZone: 'Europe/Rome' })
  async purgeEndedHolds(): Promise<number> {
    return this.holds.purgeEndedBefore(ENDED_HOLD_RETENTION_DAYS);
  }
}

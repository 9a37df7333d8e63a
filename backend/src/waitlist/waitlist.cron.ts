import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { WaitlistService } from './waitlist.service.js';

@Injectable()
export class WaitlistCron {
  constructor(private readonly waitlist: WaitlistService) {}

  /**
   * Every minute: offers past their 12 hours pass to the next in line, and free seats on
   * departures with people in line (seats staff added) are offered. Safe on every replica.
   */
  @Cron('30 * * * * *')
  async handOnSeats(): Promise<void> {
    await this.waitlist.lapseDueOffers();
    await this.waitlist.offerFreeSeatsToWaiting();
  }

  /** Every night: entries no longer of use are forgotten. Safe on every replica (a DELETE by condition). */
  @Cron('0 40 4 * * *', { timeZone: 'Europe/Rome' })
  forgetOldEntries(): Promise<number> {
    return this.waitlist.forgetOldEntries();
  }
}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingLinksModule } from '../booking-links/booking-links.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { MessageQueueModule } from '../messages/message-queue.module.js';
import { AdminWaitlistController } from './admin-waitlist.controller.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistCron } from './waitlist.cron.js';
import { WaitlistDataModule } from './waitlist-data.module.js';
import { WaitlistService } from './waitlist.service.js';

/** The waiting lists of sold-out departures, and the offers of the seats that free up. */
@Module({
  imports: [AuditModule, BookingLinksModule, DeparturesModule, MessageQueueModule, WaitlistDataModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [WaitlistService, WaitlistCron],
  exports: [WaitlistService, WaitlistDataModule],
})
export class WaitlistModule {}

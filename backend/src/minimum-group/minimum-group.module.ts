import { Module } from '@nestjs/common';
import { PartnerWebhooksModule } from '../partners/webhooks/webhooks.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { MessageQueueModule } from '../messages/message-queue.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { AdminMinimumGroupController } from './admin-minimum-group.controller.js';
import { MinimumGroupCron } from './minimum-group.cron.js';
import { MinimumGroupService } from './minimum-group.service.js';

/**
 * The minimum group's deadline and staff's decision (DECISIONS 34): apart from the departures,
 * since deciding cancels bookings and queues messages, which the departures do not know.
 */
@Module({
  imports: [AuditModule, BookingsModule, DeparturesModule, MessageQueueModule, WaitlistModule, PartnerWebhooksModule],
  controllers: [AdminMinimumGroupController],
  providers: [MinimumGroupService, MinimumGroupCron],
})
export class MinimumGroupModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { BookingPolicyController } from './booking-policy.controller.js';
import { BookingsCron } from './bookings.cron.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/** Online bookings: the policy, quotes, bookings from a link, their payment and the jobs around them. */
@Module({
  imports: [AuditModule],
  controllers: [BookingPolicyController, BookingsController, AdminBookingsController],
  providers: [BookingsService, BookingsCron, AdminBookingsService],
})
export class BookingsModule {}

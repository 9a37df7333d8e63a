import { Module } from '@nestjs/common';
import { BookingPolicyController } from './booking-policy.controller.js';
import { BookingsCron } from './bookings.cron.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/** Online bookings: the policy, quotes, bookings from a link, their payment and the jobs around them. */
@Module({
  controllers: [BookingPolicyController, BookingsController],
  providers: [BookingsService, BookingsCron],
})
export class BookingsModule {}

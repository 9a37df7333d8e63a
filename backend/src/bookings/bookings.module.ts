import { Module } from '@nestjs/common';
import { BookingPolicyController } from './booking-policy.controller.js';

/** Online bookings: the policy, quotes, bookings from a link, their payment and the jobs around them. */
@Module({
  controllers: [BookingPolicyController],
})
export class BookingsModule {}

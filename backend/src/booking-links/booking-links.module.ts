import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminBookingLinksController, BookingLinksController } from './booking-links.controller.js';
import { BookingLinksService } from './booking-links.service.js';

/** Booking links: made by the checkout, by an admin or in bulk; read by token. */
@Module({
  imports: [AuditModule],
  controllers: [AdminBookingLinksController, BookingLinksController],
  providers: [BookingLinksService],
  exports: [BookingLinksService],
})
export class BookingLinksModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminBookingLinksController, BookingLinksController } from './booking-links.controller.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { BookingLinksRepository } from './booking-links.repository.js';
import { BookingLinksService } from './booking-links.service.js';

/** Booking links: made by the checkout, by an admin or in bulk; read by token. */
@Module({
  imports: [AuditModule, DeparturesModule, IbansModule],
  controllers: [AdminBookingLinksController, BookingLinksController],
  providers: [BookingLinksRepository, BookingLinksService],
  exports: [BookingLinksService],
})
export class BookingLinksModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { AdminBookingLinksController, BookingLinksController } from './booking-links.controller.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { BookingLinksDataModule } from './booking-links-data.module.js';
import { BookingLinksService } from './booking-links.service.js';
import { WaitlistDataModule } from '../waitlist/waitlist-data.module.js';

/** Booking links: made by the checkout, by an admin or in bulk; read by token. */
@Module({
  imports: [AuditModule, BookingLinksDataModule, CatalogueModule, DeparturesModule, IbansModule, WaitlistDataModule],
  controllers: [AdminBookingLinksController, BookingLinksController],
  providers: [BookingLinksService],
  exports: [BookingLinksService],
})
export class BookingLinksModule {}

import { Module } from '@nestjs/common';
import { BookingLinksDataModule } from '../booking-links/booking-links-data.module.js';
import { BookingsDataModule } from '../bookings/bookings-data.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { PaymentsDataModule } from '../payments/payments-data.module.js';
import { WhatsappModule } from '../whatsapp/whatsapp.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The agency dashboard on the admin home: it reads the other modules' tables through their repositories, and writes nothing. */
@Module({
  imports: [BookingLinksDataModule, BookingsDataModule, DeparturesModule, PaymentsDataModule, WhatsappModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}

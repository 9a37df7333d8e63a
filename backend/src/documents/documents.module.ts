import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { PaymentsDataModule } from '../payments/payments-data.module.js';
import { BookingDocumentsService } from './booking-documents.service.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsDataModule } from './documents-data.module.js';

/** The booking's PDFs, downloaded and attached to its messages. */
@Module({
  imports: [BookingsModule, DeparturesModule, PaymentsDataModule, DocumentsDataModule],
  controllers: [DocumentsController],
  providers: [BookingDocumentsService],
  exports: [BookingDocumentsService],
})
export class DocumentsModule {}

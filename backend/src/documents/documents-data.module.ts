import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { SiteModule } from '../site/site.module.js';
import { BookingDocumentsRepository } from './booking-documents.repository.js';
import { PreContractInformation } from './pre-contract-information.js';

/**
 * The documents' texts and their store, for the bookings that write them: apart from
 * DocumentsModule, which reads the bookings to draw the PDFs.
 */
@Module({
  imports: [CatalogueModule, DeparturesModule, SiteModule, IbansModule],
  providers: [PreContractInformation, BookingDocumentsRepository],
  exports: [PreContractInformation, BookingDocumentsRepository],
})
export class DocumentsDataModule {}

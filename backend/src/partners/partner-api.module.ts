import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DocumentsDataModule } from '../documents/documents-data.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { PartnerWebhooksModule } from './webhooks/webhooks.module.js';
import { PartnerBookingsController } from './partner-bookings.controller.js';
import { PartnerBookingsService } from './partner-bookings.service.js';
import { PartnerHoldsCron } from './partner-holds.cron.js';
import { PartnerHoldsRepository } from './partner-holds.repository.js';
import { PartnerCatalogueController } from './partner-catalogue.controller.js';
import { PartnerCatalogueService } from './partner-catalogue.service.js';
import { PartnersModule } from './partners.module.js';

/**
 * The partner API under /api/partner/v1: only its controllers are here, so that the partner
 * document, built from this module alone, holds the partner operations and nothing else.
 */
@Module({
  imports: [
    PartnersModule,
    CatalogueModule,
    DeparturesModule,
    BookingsModule,
    IbansModule,
    DocumentsDataModule,
    WaitlistModule,
    PartnerWebhooksModule,
  ],
  controllers: [PartnerCatalogueController, PartnerBookingsController],
  providers: [PartnerCatalogueService, PartnerBookingsService, PartnerHoldsRepository, PartnerHoldsCron],
})
export class PartnerApiModule {}

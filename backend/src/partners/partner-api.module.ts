import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { PartnerCatalogueController } from './partner-catalogue.controller.js';
import { PartnerCatalogueService } from './partner-catalogue.service.js';
import { PartnersModule } from './partners.module.js';

/**
 * The partner API under /api/partner/v1: only its controllers are here, so that the partner
 * document, built from this module alone, holds the partner operations and nothing else.
 */
@Module({
  imports: [PartnersModule, CatalogueModule, DeparturesModule],
  controllers: [PartnerCatalogueController],
  providers: [PartnerCatalogueService],
})
export class PartnerApiModule {}

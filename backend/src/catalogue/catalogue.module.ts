import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminTripsController } from './admin-trips.controller.js';
import { AdminTripsService } from './admin-trips.service.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';

@Module({
  imports: [AuditModule],
  controllers: [CatalogueController, AdminTripsController],
  providers: [CatalogueRepository, CatalogueService, AdminTripsService],
  exports: [CatalogueService],
})
export class CatalogueModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PartnerWebhooksModule } from '../partners/webhooks/webhooks.module.js';
import { AdminDeparturesController } from './admin-departures.controller.js';
import { AdminDeparturesService } from './admin-departures.service.js';
import { DeparturesController } from './departures.controller.js';
import { DeparturesTopUpCron } from './departures.cron.js';
import { DeparturesRepository } from './departures.repository.js';
import { DeparturesService } from './departures.service.js';

@Module({
  imports: [AuditModule, PartnerWebhooksModule],
  controllers: [DeparturesController, AdminDeparturesController],
  providers: [DeparturesRepository, DeparturesService, AdminDeparturesService, DeparturesTopUpCron],
  exports: [DeparturesRepository, DeparturesService],
})
export class DeparturesModule {}

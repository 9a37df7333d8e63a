import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { SiteModule } from '../site/site.module.js';
import { WhatsappClicksController } from './whatsapp-clicks.controller.js';
import { WhatsappController } from './whatsapp.controller.js';
import { WhatsappRetentionCron } from './whatsapp.cron.js';
import { WhatsappRepository } from './whatsapp.repository.js';
import { WhatsappService } from './whatsapp.service.js';

@Module({
  imports: [CatalogueModule, DeparturesModule, SiteModule],
  controllers: [WhatsappController, WhatsappClicksController],
  providers: [WhatsappRepository, WhatsappService, WhatsappRetentionCron],
  // The agency dashboard counts the hand-offs through it.
  exports: [WhatsappRepository],
})
export class WhatsappModule {}

import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { SiteModule } from '../site/site.module.js';
import { WhatsappController } from './whatsapp.controller.js';
import { WhatsappRetentionCron } from './whatsapp.cron.js';
import { WhatsappService } from './whatsapp.service.js';

@Module({
  imports: [CatalogueModule, SiteModule],
  controllers: [WhatsappController],
  providers: [WhatsappService, WhatsappRetentionCron],
})
export class WhatsappModule {}

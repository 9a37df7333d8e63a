import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminSiteSettingsController } from './admin-site-settings.controller.js';
import { AdminSiteSettingsService } from './admin-site-settings.service.js';
import { SiteController } from './site.controller.js';
import { SiteRepository } from './site.repository.js';
import { SiteService } from './site.service.js';

@Module({
  imports: [AuditModule],
  controllers: [SiteController, AdminSiteSettingsController],
  providers: [SiteRepository, SiteService, AdminSiteSettingsService],
  exports: [SiteService],
})
export class SiteModule {}

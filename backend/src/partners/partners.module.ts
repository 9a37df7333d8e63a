import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { AdminPartnersController } from './admin-partners.controller.js';
import { PartnerAccessGuard } from './partner-access.guard.js';
import { PartnerKeysService } from './partner-keys.service.js';
import { PartnersDataModule } from './partners-data.module.js';
import { PartnerRateLimiter } from './partner-rate-limiter.js';
import { PartnersService } from './partners.service.js';

/** Partner agencies and their keys (the owners' side), and the guard of every partner API route. */
@Module({
  imports: [AuditModule, PartnersDataModule],
  controllers: [AdminPartnersController],
  providers: [
    PartnersService,
    PartnerKeysService,
    PartnerRateLimiter,
    { provide: APP_GUARD, useClass: PartnerAccessGuard },
  ],
  exports: [PartnersDataModule],
})
export class PartnersModule {}

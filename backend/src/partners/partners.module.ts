import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { AdminPartnersController } from './admin-partners.controller.js';
import { PartnerAccessGuard } from './partner-access.guard.js';
import { PartnerKeysService } from './partner-keys.service.js';
import { PartnerRateLimiter } from './partner-rate-limiter.js';
import { PartnersRepository } from './partners.repository.js';
import { PartnersService } from './partners.service.js';

/** Partner agencies and their keys (the owners' side), and the guard of every partner API route. */
@Module({
  imports: [AuditModule],
  controllers: [AdminPartnersController],
  providers: [
    PartnersRepository,
    PartnersService,
    PartnerKeysService,
    PartnerRateLimiter,
    { provide: APP_GUARD, useClass: PartnerAccessGuard },
  ],
  exports: [PartnersRepository],
})
export class PartnersModule {}

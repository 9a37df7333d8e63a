import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingLinksDataModule } from '../booking-links/booking-links-data.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { IbanSwitchesCron } from './iban-switches.cron.js';
import { IbanSwitchesRepository } from './iban-switches.repository.js';
import { IbansController } from './ibans.controller.js';
import { IbansRepository } from './ibans.repository.js';
import { IbansService } from './ibans.service.js';

/** The agency's bank accounts and the system IBAN the checkout uses. */
@Module({
  imports: [AuditModule, BookingLinksDataModule, AuthModule],
  controllers: [IbansController],
  providers: [IbansRepository, IbanSwitchesRepository, IbansService, IbanSwitchesCron],
  exports: [IbansRepository, IbanSwitchesRepository],
})
export class IbansModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingLinksDataModule } from '../booking-links/booking-links-data.module.js';
import { IbansController } from './ibans.controller.js';
import { IbansRepository } from './ibans.repository.js';
import { IbansService } from './ibans.service.js';

/** The agency's bank accounts and the system IBAN the checkout uses. */
@Module({
  imports: [AuditModule, BookingLinksDataModule],
  controllers: [IbansController],
  providers: [IbansRepository, IbansService],
  exports: [IbansRepository],
})
export class IbansModule {}

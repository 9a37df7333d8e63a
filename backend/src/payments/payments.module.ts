import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { BankStatementsRepository } from './bank-statements.repository.js';
import { BankStatementsService } from './bank-statements.service.js';
import { PaymentsDataModule } from './payments-data.module.js';
import { PaymentsService } from './payments.service.js';

/** Money received: the payments ledger, bank statement import and matching, the review queue. */
@Module({
  imports: [AuditModule, BookingsModule, DeparturesModule, PaymentsDataModule],
  controllers: [AdminPaymentsController],
  providers: [BankStatementsRepository, BankStatementsService, PaymentsService],
})
export class PaymentsModule {}

import { Module } from '@nestjs/common';
import { PartnerWebhooksModule } from '../partners/webhooks/webhooks.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { BankStatementsRepository } from './bank-statements.repository.js';
import { BankStatementsService } from './bank-statements.service.js';
import { PaymentsDataModule } from './payments-data.module.js';
import { PaymentsService } from './payments.service.js';
import { StatementLayoutsRepository } from './statement-layouts.repository.js';
import { TransferReceiptsController } from './transfer-receipts.controller.js';
import { TransferReceiptsService } from './transfer-receipts.service.js';
import { MessageQueueModule } from '../messages/message-queue.module.js';

/**
 * Money received: the payments ledger, bank statement import and matching, the review queue,
 * the customers' transfer receipts.
 */
@Module({
  imports: [
    AuditModule,
    BookingsModule,
    DeparturesModule,
    IbansModule,
    MessageQueueModule,
    PaymentsDataModule,
    PartnerWebhooksModule,
  ],
  controllers: [AdminPaymentsController, TransferReceiptsController],
  providers: [
    BankStatementsRepository,
    BankStatementsService,
    PaymentsService,
    StatementLayoutsRepository,
    TransferReceiptsService,
  ],
})
export class PaymentsModule {}

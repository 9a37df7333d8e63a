import { Module } from '@nestjs/common';
import { PaymentsRepository } from './payments.repository.js';
import { TransferReceiptsRepository } from './transfer-receipts.repository.js';

/**
 * The payments ledger's and the receipts' repositories alone, for the modules payments depend
 * on: a booking's pages read its payments and its receipt through them without a module cycle.
 */
@Module({
  providers: [PaymentsRepository, TransferReceiptsRepository],
  exports: [PaymentsRepository, TransferReceiptsRepository],
})
export class PaymentsDataModule {}

import { Module } from '@nestjs/common';
import { PaymentsRepository } from './payments.repository.js';

/**
 * The payments ledger's repository alone, for the modules payments depend on: a booking's
 * admin page lists its payments through it without a module cycle.
 */
@Module({ providers: [PaymentsRepository], exports: [PaymentsRepository] })
export class PaymentsDataModule {}

import { Module } from '@nestjs/common';
import { BookingLinksRepository } from './booking-links.repository.js';

/**
 * The booking links' repository alone, for the modules the links themselves depend on: the
 * IBANs count their links through it without a module cycle.
 */
@Module({ providers: [BookingLinksRepository], exports: [BookingLinksRepository] })
export class BookingLinksDataModule {}

import { Module } from '@nestjs/common';
import { BookingsRepository } from './bookings.repository.js';

/**
 * The bookings' table alone, for the modules the bookings themselves use (the message queue
 * reads who a message goes to): apart from BookingsModule, which imports them.
 */
@Module({ providers: [BookingsRepository], exports: [BookingsRepository] })
export class BookingsDataModule {}

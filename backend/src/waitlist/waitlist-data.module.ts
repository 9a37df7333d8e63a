import { Module } from '@nestjs/common';
import { WaitlistRepository } from './waitlist.repository.js';

/**
 * The waiting list's table alone, for the modules the list itself uses: a booking link counts
 * the seats its offer holds, the messages read whom they go to.
 */
@Module({ providers: [WaitlistRepository], exports: [WaitlistRepository] })
export class WaitlistDataModule {}

import { Module } from '@nestjs/common';
import { BookingsDataModule } from '../bookings/bookings-data.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { PartnersDataModule } from '../partners/partners-data.module.js';
import { SiteModule } from '../site/site.module.js';
import { WaitlistDataModule } from '../waitlist/waitlist-data.module.js';
import { MessageQueue } from './message-queue.js';
import { MessagesRepository } from './messages.repository.js';

/**
 * Queuing messages, for the modules that cause them (bookings, payments): apart from
 * MessagesModule, which delivers them and reads the bookings they speak of.
 */
@Module({
  imports: [DeliveryModule, BookingsDataModule, PartnersDataModule, SiteModule, WaitlistDataModule],
  providers: [MessageQueue, MessagesRepository],
  exports: [MessageQueue, MessagesRepository],
})
export class MessageQueueModule {}

import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { MessageQueueModule } from '../messages/message-queue.module.js';
import { TelegramWorker } from './telegram.worker.js';

/** Notices to the agency's Telegram chat, delivered from the job queue the bookings write to. */
@Module({ imports: [DeliveryModule, MessageQueueModule, BookingsModule], providers: [TelegramWorker] })
export class NotificationsModule {}

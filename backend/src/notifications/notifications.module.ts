import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { NotificationsCron } from './notifications.cron.js';
import { OutboxModule } from './outbox.module.js';

/** Messages to the agency (Telegram), delivered from the outbox the bookings write. */
@Module({ imports: [OutboxModule, BookingsModule], providers: [NotificationsCron] })
export class NotificationsModule {}

import { Module } from '@nestjs/common';
import { NotificationsCron } from './notifications.cron.js';

/** Messages to the agency (Telegram), delivered from the outbox the bookings write. */
@Module({ providers: [NotificationsCron] })
export class NotificationsModule {}

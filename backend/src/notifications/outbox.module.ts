import { Module } from '@nestjs/common';
import { NotificationOutboxRepository } from './notification-outbox.repository.js';

/**
 * The outbox alone, for the modules that write messages in their own transactions: apart
 * from NotificationsModule, which delivers them and reads the bookings they tell about.
 */
@Module({ providers: [NotificationOutboxRepository], exports: [NotificationOutboxRepository] })
export class OutboxModule {}

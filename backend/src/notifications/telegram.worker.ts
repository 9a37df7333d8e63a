import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BookingsService } from '../bookings/bookings.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobQueue } from '../delivery/job-queue.js';
import { attemptDelivery, type DeliveryOutcome } from '../messages/delivery-attempt.js';
import { MessagesRepository } from '../messages/messages.repository.js';
import { bookingMessage, sendTelegramMessage } from './telegram.js';

/** Answers that retrying cannot change: a wrong chat, a revoked token, a bot removed from the chat. */
const PERMANENT_STATUSES = new Set(['HTTP 400', 'HTTP 401', 'HTTP 403', 'HTTP 404']);

/**
 * Delivers the agency's Telegram notices from the job queue. Without a bot configured the
 * notices are kept, readable with the booking, instead of waiting for ever.
 */
@Injectable()
export class TelegramWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger(TelegramWorker.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly messages: MessagesRepository,
    private readonly bookings: BookingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.telegram) {
      this.logger.warn(
        'Booking notices to Telegram are off (TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID not set): kept, not sent',
      );
    }
    await this.jobs.work('telegram', (attempt) =>
      attemptDelivery(this.messages, attempt, async (message) =>
        // Every notice to the chat is about a booking; one without is kept, never sent.
        message.bookingId === null ? { kind: 'kept' } : this.deliver(message.bookingId, message.id),
      ),
    );
  }

  private async deliver(bookingId: string, messageId: string): Promise<DeliveryOutcome> {
    const telegram = this.config.telegram;
    if (!telegram) return { kind: 'kept' };
    const notice = await this.bookings.findNotice(bookingId);
    // The booking is held by the message's foreign key; nothing to say of one that is gone.
    if (!notice) return { kind: 'kept' };
    const result = await sendTelegramMessage(telegram, bookingMessage(notice));
    if (result.ok) return { kind: 'sent' };
    // The row's id and the reason only: the notice holds the customer's details.
    this.logger.warn(`Telegram notice ${messageId} failed (${result.reason})`);
    return { kind: 'refused', reason: result.reason, permanent: PERMANENT_STATUSES.has(result.reason) };
  }
}

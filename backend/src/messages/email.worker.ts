import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobQueue } from '../delivery/job-queue.js';
import { attemptDelivery, type DeliveryOutcome } from './delivery-attempt.js';
import { Mailer } from './mailer.js';
import { MessageComposer } from './message-composer.js';
import { MessagesRepository, type MessageRow } from './messages.repository.js';

/**
 * Delivers the customer e-mails from the job queue. A message is rendered at its first attempt
 * and kept as rendered, so retries send the same words and staff read what went out. Without
 * SMTP_URL (development, tests, or MAIL_DELIVERY=off) messages are rendered and kept.
 */
@Injectable()
export class EmailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EmailWorker.name);
  private readonly mailer: Mailer | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly messages: MessagesRepository,
    private readonly composer: MessageComposer,
  ) {
    this.mailer = config.mail.smtpUrl ? new Mailer(config.mail.smtpUrl, config.mail.from) : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.mailer) this.logger.warn('E-mail delivery is off (no SMTP_URL): messages are kept for the admin area');
    await this.jobs.work('email', (attempt) =>
      attemptDelivery(
        this.messages,
        attempt,
        (message) => this.deliver(message),
        (error) => this.logger.error(`E-mail ${attempt.messageId} could not be written`, (error as Error).stack),
      ),
    );
  }

  onApplicationShutdown(): void {
    this.mailer?.close();
  }

  private async deliver(message: MessageRow): Promise<DeliveryOutcome> {
    const composed = await this.composer.compose(message);
    if (message.subject === null) {
      await this.messages.storeRendering(message.id, {
        subject: composed.subject,
        bodyHtml: composed.html,
        bodyText: composed.text,
        attachments: composed.attachments.map((attachment) => attachment.filename),
      });
    }
    if (!this.mailer) return { kind: 'kept' };
    // What was stored at the first attempt goes out, word for word.
    const outcome = await this.mailer.send({
      to: message.recipient,
      subject: message.subject ?? composed.subject,
      html: message.bodyHtml ?? composed.html,
      text: message.bodyText ?? composed.text,
      attachments: composed.attachments,
    });
    // The message's id and the reason only: never the address or the words.
    if (outcome.kind === 'refused') this.logger.warn(`E-mail ${message.id} not delivered (${outcome.reason})`);
    return outcome;
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../delivery/job-queue.js';
import { nextRetryDelaySeconds } from './webhook-schedule.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { type SendResult, sendWebhook } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';
import { type ClaimedDelivery, WebhooksRepository } from './webhooks.repository.js';

/**
 * Delivers partners' webhooks from the job queue, one attempt per job (decision PW2). The
 * attempt runs in a transaction holding the delivery's row: its outcome and the job of the
 * next attempt are written together, and an attempt that dies with its replica leaves the row
 * as it was, for pg-boss to try the job again.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookWorker.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly webhooks: WebhooksRepository,
    private readonly secrets: WebhookSecrets,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('webhook', (job) => this.attempt(job.messageId, job.attempt ?? 0));
  }

  /** One attempt at a delivery; nothing when it is no longer due for this attempt (done, overtaken, under way elsewhere). */
  async attempt(deliveryId: string, attempt: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const delivery = await this.webhooks.claimDelivery(manager, deliveryId, attempt);
      if (!delivery) return;
      if (delivery.endpointStatus !== 'active') {
        await this.webhooks.abandonDelivery(manager, delivery.id);
        return;
      }
      const result = await this.send(delivery);
      await this.record(manager, delivery, result);
    });
  }

  private async send(delivery: ClaimedDelivery): Promise<SendResult> {
    const secrets = [delivery.secret, delivery.previousSecret]
      .filter((sealed): sealed is string => sealed !== null)
      .map((sealed) => this.secrets.open(sealed, delivery.endpointId));
    // The attempt's own time: receivers refuse a timestamp far from their clock, so a retry a day later is signed anew.
    const timestamp = new Date();
    return sendWebhook(
      {
        url: delivery.url,
        body: delivery.body,
        headers: {
          'webhook-id': delivery.webhookId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signatureHeader(secrets, delivery.webhookId, timestamp, delivery.body),
        },
      },
      { allowPrivate: this.config.webhooks.allowPrivateTargets },
    );
  }

  private async record(manager: EntityManager, delivery: ClaimedDelivery, result: SendResult): Promise<void> {
    const statusCode = 'statusCode' in result ? result.statusCode : null;
    const error = 'error' in result ? result.error : null;
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      await this.webhooks.recordAttempt(manager, delivery.id, {
        status: 'delivered',
        statusCode,
        error,
        nextAttemptAt: null,
      });
      return;
    }
    // Ids and codes only: the body is a partner's booking, the URL may carry the partner's own token.
    this.logger.warn(
      `Webhook delivery ${delivery.id} attempt ${delivery.attempts + 1} failed (${statusCode ?? error})`,
    );
    if (statusCode === 410) {
      // Standard Webhooks: 410 Gone means the receiver is gone for good. The endpoint stops and
      // nothing more is sent to it; the owners see why in the list.
      await this.webhooks.recordAttempt(manager, delivery.id, {
        status: 'abandoned',
        statusCode,
        error,
        nextAttemptAt: null,
      });
      await this.webhooks.disableEndpoint(manager, delivery.endpointId, 'gone', null);
      await this.webhooks.abandonPending(manager, delivery.endpointId);
      return;
    }
    const delay = nextRetryDelaySeconds(delivery.attempts + 1, {
      retryAfterSeconds: 'retryAfterSeconds' in result ? result.retryAfterSeconds : null,
    });
    if (delay === null) {
      await this.webhooks.recordAttempt(manager, delivery.id, {
        status: 'failed',
        statusCode,
        error,
        nextAttemptAt: null,
      });
      return;
    }
    const nextAttemptAt = new Date(Date.now() + delay * 1000);
    await this.webhooks.recordAttempt(manager, delivery.id, { status: 'pending', statusCode, error, nextAttemptAt });
    await this.jobs.enqueue(
      manager,
      'webhook',
      { messageId: delivery.id, attempt: delivery.attempts + 1 },
      { startAfter: nextAttemptAt },
    );
  }
}

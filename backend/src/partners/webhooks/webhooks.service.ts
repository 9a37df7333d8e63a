import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AppError } from '../../common/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../delivery/job-queue.js';
import { PartnersRepository } from '../partners.repository.js';
import type { WebhookEndpointCreateDto, WebhookSecretRotateDto } from './dto/webhook-endpoint-create.dto.js';
import type {
  WebhookDeliveryPageDto,
  WebhookEndpointCreatedDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './dto/webhook-endpoint.dto.js';
import type { WebhookEventType } from './webhook-events.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { newWebhookId, newWebhookSecret } from './webhook-signature.js';
import { endpointUrlProblem } from './webhook-target.js';
import { WebhooksRepository } from './webhooks.repository.js';

export const DELIVERIES_DEFAULT_LIMIT = 50;

/**
 * Partners' webhooks: what the bookings and departures write when something a partner
 * subscribed to happens (`emit`, in their own transaction), and the owners' side of the
 * endpoints (register, list, rotate, disable, the delivery log, resend).
 */
@Injectable()
export class PartnerWebhooksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksRepository,
    private readonly partners: PartnersRepository,
    private readonly jobs: JobQueue,
    private readonly secrets: WebhookSecrets,
    private readonly audit: AuditService,
  ) {}

  /**
   * Announces an event to the partner's active endpoints subscribed to `type`: one delivery
   * row and its job each, written in `manager`'s transaction, so the webhook goes out exactly
   * when the change it announces commits. `data` is sent as given, under `{type, timestamp, data}`.
   * Answers how many endpoints will receive it.
   */
  async emit(manager: EntityManager, partnerId: string, type: WebhookEventType, data: unknown): Promise<number> {
    return this.emitTo(manager, await this.webhooks.subscribedEndpoints(manager, partnerId, type), type, data);
  }

  /** The same for every partner's subscribed endpoints: `departure.updated` concerns them all. */
  async emitToAllPartners(manager: EntityManager, type: WebhookEventType, data: unknown): Promise<number> {
    return this.emitTo(manager, await this.webhooks.subscribedEndpoints(manager, null, type), type, data);
  }

  private async emitTo(
    manager: EntityManager,
    endpointIds: string[],
    type: WebhookEventType,
    data: unknown,
  ): Promise<number> {
    if (endpointIds.length === 0) return 0;
    const eventAt = new Date();
    // Written once: every endpoint and every attempt sends (and signs) these very bytes.
    const body = JSON.stringify({ type, timestamp: eventAt.toISOString(), data });
    for (const endpointId of endpointIds) {
      const deliveryId = await this.webhooks.insertDelivery(manager, {
        endpointId,
        webhookId: newWebhookId(),
        eventType: type,
        body,
        eventAt,
      });
      await this.jobs.enqueue(manager, 'webhook', { messageId: deliveryId, attempt: 0 });
    }
    return endpointIds.length;
  }

  /** Registers an endpoint and answers its secret, the only time it is ever shown. */
  async createEndpoint(
    actor: AdminPrincipal,
    partnerId: string,
    dto: WebhookEndpointCreateDto,
  ): Promise<WebhookEndpointCreatedDto> {
    const problem = endpointUrlProblem(dto.url, { allowPrivate: this.config.webhooks.allowPrivateTargets });
    if (problem) throw new AppError('VALIDATION_FAILED', { url: [problem] }, problem);
    const id = randomUUID();
    const secret = newWebhookSecret();
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.partners.lockPartner(manager, partnerId))) throw new AppError('PARTNER_NOT_FOUND');
      await this.webhooks.insertEndpoint(manager, {
        id,
        partnerId,
        url: dto.url,
        events: [...new Set(dto.events)],
        secret: this.secrets.seal(secret, id),
        createdBy: actor.id,
      });
      await this.audit.record(manager, actor.id, 'partner_webhook.created', id);
      return { id, secret };
    });
  }

  async listEndpoints(partnerId: string): Promise<WebhookEndpointDto[]> {
    const [exists, rows] = await Promise.all([
      this.partners.partnerExists(partnerId),
      this.webhooks.listEndpoints(partnerId),
    ]);
    if (!exists) throw new AppError('PARTNER_NOT_FOUND');
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: row.events,
      status: row.status,
      disabledReason: row.disabledReason,
      disabledAt: row.disabledAt?.toISOString() ?? null,
      previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * A new secret, answered this once; the old one keeps signing beside it for `overlapHours`
   * (0: it stops at once), so the partner can switch without rejecting a single webhook.
   */
  async rotateSecret(
    actor: AdminPrincipal,
    partnerId: string,
    endpointId: string,
    dto: WebhookSecretRotateDto,
  ): Promise<WebhookSecretDto> {
    const secret = newWebhookSecret();
    return this.dataSource.transaction(async (manager) => {
      const endpoint = await this.webhooks.lockEndpoint(manager, partnerId, endpointId);
      if (!endpoint) throw new AppError('WEBHOOK_NOT_FOUND');
      if (endpoint.status !== 'active') throw new AppError('WEBHOOK_DISABLED');
      const until = await this.webhooks.replaceSecret(
        manager,
        endpointId,
        this.secrets.seal(secret, endpointId),
        dto.overlapHours > 0 ? endpoint.secret : null,
        dto.overlapHours,
      );
      await this.audit.record(manager, actor.id, 'partner_webhook.secret_rotated', endpointId);
      return { secret, previousSecretUntil: until?.toISOString() ?? null };
    });
  }

  /** Stops the endpoint and abandons what it had still to receive; again: nothing changes. */
  async disableEndpoint(actor: AdminPrincipal, partnerId: string, endpointId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.webhooks.lockEndpoint(manager, partnerId, endpointId))) throw new AppError('WEBHOOK_NOT_FOUND');
      if (!(await this.webhooks.disableEndpoint(manager, endpointId, 'by_owner', actor.id))) return;
      await this.webhooks.abandonPending(manager, endpointId);
      await this.audit.record(manager, actor.id, 'partner_webhook.disabled', endpointId);
    });
  }

  async listDeliveries(
    partnerId: string,
    endpointId: string,
    { limit = DELIVERIES_DEFAULT_LIMIT, offset = 0 }: { limit?: number; offset?: number },
  ): Promise<WebhookDeliveryPageDto> {
    if (!(await this.webhooks.endpointExists(partnerId, endpointId))) throw new AppError('WEBHOOK_NOT_FOUND');
    const page = await this.webhooks.listDeliveries(endpointId, limit, offset);
    return {
      total: page.total,
      items: page.items.map((row) => ({
        id: row.id,
        webhookId: row.webhookId,
        type: row.eventType,
        status: row.status,
        attempts: row.attempts,
        lastStatusCode: row.lastStatusCode,
        lastError: row.lastError,
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
        nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Sends a delivery again now, with its own `webhook-id` and body (a receiver that already
   * has it recognises the repeat). One attempt: one that fails is not retried on the schedule
   * again unless the schedule was not over.
   */
  async resendDelivery(
    actor: AdminPrincipal,
    partnerId: string,
    endpointId: string,
    deliveryId: string,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const reopened = await this.webhooks.reopenDelivery(manager, partnerId, endpointId, deliveryId);
      if (!reopened) {
        const endpointKnown = await this.webhooks.endpointExists(partnerId, endpointId);
        throw new AppError(endpointKnown ? 'WEBHOOK_DELIVERY_NOT_FOUND' : 'WEBHOOK_NOT_FOUND');
      }
      // The transaction is rolled back: the delivery keeps the status it had.
      if (!reopened.endpointActive) throw new AppError('WEBHOOK_DISABLED');
      // An endpoint disabled from now on abandons the delivery at its attempt.
      await this.jobs.enqueue(manager, 'webhook', { messageId: deliveryId, attempt: reopened.attempts });
      await this.audit.record(manager, actor.id, 'partner_webhook.delivery_resent', deliveryId);
    });
  }
}

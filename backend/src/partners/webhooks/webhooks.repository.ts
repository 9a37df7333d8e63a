import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEndpointStatus,
  WebhookEventType,
} from './webhook-events.js';

/** An endpoint as staff see it: never its secrets. */
export interface WebhookEndpointRow {
  id: string;
  partnerId: string;
  url: string;
  events: WebhookEventType[];
  status: WebhookEndpointStatus;
  disabledReason: WebhookDisabledReason | null;
  disabledAt: Date | null;
  /** Null unless a rotation's overlap is still running. */
  previousSecretUntil: Date | null;
  createdAt: Date;
}

/** An endpoint locked for a change of its secret. */
export interface EndpointForChange {
  status: WebhookEndpointStatus;
  secret: string;
}

export interface WebhookDeliveryRow {
  id: string;
  webhookId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** A delivery taken for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  webhookId: string;
  body: string;
  attempts: number;
  url: string;
  endpointStatus: WebhookEndpointStatus;
  secret: string;
  /** The rotated-out secret while its overlap runs, by the database's clock; else null. */
  previousSecret: string | null;
}

const ENDPOINT_SELECT = `SELECT id, partner_id AS "partnerId", url, events, status, disabled_reason AS "disabledReason",
                                disabled_at AS "disabledAt",
                                CASE WHEN previous_secret_until > now() THEN previous_secret_until END AS "previousSecretUntil",
                                created_at AS "createdAt"
                           FROM webhook_endpoints`;

const DELIVERY_COLUMNS = `id, webhook_id AS "webhookId", event_type AS "eventType", status, attempts,
                          last_status_code AS "lastStatusCode", last_error AS "lastError",
                          last_attempt_at AS "lastAttemptAt", next_attempt_at AS "nextAttemptAt",
                          created_at AS "createdAt", delivered_at AS "deliveredAt"`;

/** Every statement on webhook_endpoints and webhook_deliveries. */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertEndpoint(
    manager: EntityManager,
    endpoint: {
      id: string;
      partnerId: string;
      url: string;
      events: WebhookEventType[];
      secret: string;
      createdBy: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO webhook_endpoints (id, partner_id, url, events, secret, created_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [endpoint.id, endpoint.partnerId, endpoint.url, endpoint.events, endpoint.secret, endpoint.createdBy],
    );
  }

  /** The partner's endpoints, the newest first. */
  async listEndpoints(partnerId: string): Promise<WebhookEndpointRow[]> {
    return await this.dataSource.query<WebhookEndpointRow[]>(
      `${ENDPOINT_SELECT} WHERE partner_id = $1 ORDER BY created_at DESC, id`,
      [partnerId],
    );
  }

  async endpointExists(partnerId: string, endpointId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM webhook_endpoints WHERE id = $1 AND partner_id = $2',
      [endpointId, partnerId],
    );
    return rows.length > 0;
  }

  /** The partner's endpoint, locked; null when the partner has no such endpoint. */
  async lockEndpoint(manager: EntityManager, partnerId: string, endpointId: string): Promise<EndpointForChange | null> {
    const [row] = await manager.query<EndpointForChange[]>(
      'SELECT status, secret FROM webhook_endpoints WHERE id = $1 AND partner_id = $2 FOR UPDATE',
      [endpointId, partnerId],
    );
    return row ?? null;
  }

  /**
   * A new secret; the one it replaces (`previous`, already sealed for this row) keeps signing
   * for `overlapHours`, or stops at once with 0. A previous secret still in its overlap from an
   * earlier rotation is dropped: two signatures at most.
   */
  async replaceSecret(
    manager: EntityManager,
    endpointId: string,
    secret: string,
    previous: string | null,
    overlapHours: number,
  ): Promise<Date | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    const [[row]] = await manager.query<[{ until: Date | null }[], number]>(
      `UPDATE webhook_endpoints
          SET secret = $2, previous_secret = $3,
              previous_secret_until = CASE WHEN $3::text IS NULL THEN NULL ELSE now() + make_interval(hours => $4::int) END
        WHERE id = $1
    RETURNING previous_secret_until AS until`,
      [endpointId, secret, previous, overlapHours],
    );
    return row.until;
  }

  /** Disables an active endpoint; false when it was disabled already. */
  async disableEndpoint(
    manager: EntityManager,
    endpointId: string,
    reason: WebhookDisabledReason,
    adminId: string | null,
  ): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = $2, disabled_at = now(), disabled_by = $3
        WHERE id = $1 AND status = 'active' RETURNING id`,
      [endpointId, reason, adminId],
    );
    return rows.length > 0;
  }

  /**
   * Abandons the endpoint's pending deliveries. One under way elsewhere (locked) is skipped:
   * its attempt finds the endpoint disabled next time and abandons itself.
   */
  async abandonPending(manager: EntityManager, endpointId: string): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET status = 'abandoned', next_attempt_at = NULL
        WHERE id IN (SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED)`,
      [endpointId],
    );
  }

  /** The active endpoints subscribed to `type`: of one partner, or of every partner when `partnerId` is null. */
  async subscribedEndpoints(
    manager: EntityManager,
    partnerId: string | null,
    type: WebhookEventType,
  ): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM webhook_endpoints
        WHERE status = 'active' AND $2 = ANY (events) AND ($1::uuid IS NULL OR partner_id = $1)
        ORDER BY id`,
      [partnerId, type],
    );
    return rows.map((row) => row.id);
  }

  async insertDelivery(
    manager: EntityManager,
    delivery: { endpointId: string; webhookId: string; eventType: WebhookEventType; body: string; eventAt: Date },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO webhook_deliveries (endpoint_id, webhook_id, event_type, body, event_at, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, now()) RETURNING id`,
      [delivery.endpointId, delivery.webhookId, delivery.eventType, delivery.body, delivery.eventAt],
    );
    return row.id;
  }

  /** A page of the endpoint's deliveries, the newest first, and how many there are in all. */
  async listDeliveries(
    endpointId: string,
    limit: number,
    offset: number,
  ): Promise<{ items: WebhookDeliveryRow[]; total: number }> {
    const [items, [count]] = await Promise.all([
      this.dataSource.query<WebhookDeliveryRow[]>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1
          ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
        [endpointId, limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>(
        'SELECT count(*)::int AS total FROM webhook_deliveries WHERE endpoint_id = $1',
        [endpointId],
      ),
    ]);
    return { items, total: count.total };
  }

  /**
   * Makes a delivery of the partner's endpoint pending again for a resend, due now; answers
   * the attempt count its job must carry and whether the endpoint is active, or null when the
   * endpoint has no such delivery. Only the delivery's row is locked, as an attempt locks it
   * before it touches the endpoint: taken in the same order, the two never deadlock.
   */
  async reopenDelivery(
    manager: EntityManager,
    partnerId: string,
    endpointId: string,
    deliveryId: string,
  ): Promise<{ attempts: number; endpointActive: boolean } | null> {
    const [[row]] = await manager.query<[{ attempts: number; endpointActive: boolean }[], number]>(
      `UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = now(), delivered_at = NULL
         FROM webhook_endpoints e
        WHERE d.id = $1 AND d.endpoint_id = $2 AND e.id = d.endpoint_id AND e.partner_id = $3
    RETURNING d.attempts, e.status = 'active' AS "endpointActive"`,
      [deliveryId, endpointId, partnerId],
    );
    return row ?? null;
  }

  /**
   * Takes a pending delivery for the attempt its job announced, locked until the caller's
   * transaction ends (the attempt's outcome is written in it). Null when the delivery is no
   * longer pending, has moved past that attempt, or another replica is attempting it.
   */
  async claimDelivery(manager: EntityManager, deliveryId: string, attempt: number): Promise<ClaimedDelivery | null> {
    const [row] = await manager.query<ClaimedDelivery[]>(
      `SELECT d.id, d.endpoint_id AS "endpointId", d.webhook_id AS "webhookId", d.body, d.attempts,
              e.url, e.status AS "endpointStatus", e.secret,
              CASE WHEN e.previous_secret_until > now() THEN e.previous_secret END AS "previousSecret"
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = $1 AND d.status = 'pending' AND d.attempts = $2
          FOR UPDATE OF d SKIP LOCKED`,
      [deliveryId, attempt],
    );
    return row ?? null;
  }

  /** Writes what an attempt came to; `nextAttemptAt` only while pending. */
  async recordAttempt(
    manager: EntityManager,
    deliveryId: string,
    outcome: {
      status: WebhookDeliveryStatus;
      statusCode: number | null;
      error: string | null;
      nextAttemptAt: Date | null;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries
          SET attempts = attempts + 1, last_attempt_at = now(), status = $2::text, last_status_code = $3,
              last_error = $4, next_attempt_at = $5, delivered_at = CASE WHEN $2::text = 'delivered' THEN now() END
        WHERE id = $1`,
      [deliveryId, outcome.status, outcome.statusCode, outcome.error, outcome.nextAttemptAt],
    );
  }

  /** A delivery whose endpoint was disabled before it went out. */
  async abandonDelivery(manager: EntityManager, deliveryId: string): Promise<void> {
    await manager.query(`UPDATE webhook_deliveries SET status = 'abandoned', next_attempt_at = NULL WHERE id = $1`, [
      deliveryId,
    ]);
  }
}

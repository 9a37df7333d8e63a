import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import {
  SQL_IN,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from './webhook-events.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

/**
 * One event for one endpoint: the exact body sent and its `webhook-id`, the same on every
 * attempt and on a resend. The receiver's answer is kept as its status code or our reason
 * code (a timeout, a refused address), never its body.
 */
@Entity('webhook_deliveries')
@Index('webhook_deliveries_endpoint_idx', ['endpointId', 'createdAt'])
@Index('webhook_deliveries_webhook_id_idx', ['webhookId'], { unique: true })
@Index('webhook_deliveries_pending_idx', ['endpointId'], { where: "status = 'pending'" })
@Check('webhook_deliveries_status', `status IN (${SQL_IN(WEBHOOK_DELIVERY_STATUSES)})`)
@Check('webhook_deliveries_attempts', 'attempts >= 0')
@Check('webhook_deliveries_delivered', "(status = 'delivered') = (delivered_at IS NOT NULL)")
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpoint>;

  /** `msg_` and 32 hex digits. */
  @Column({ name: 'webhook_id', type: 'varchar', length: 40 })
  webhookId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 32 })
  eventType: WebhookEventType;

  /** The JSON sent, byte for byte: the signature covers exactly this text. */
  @Column({ type: 'text' })
  body: string;

  /** When the event happened: the body's `timestamp`. */
  @Column({ name: 'event_at', type: 'timestamptz' })
  eventAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_status_code', type: 'int', nullable: true })
  lastStatusCode: number | null;

  /** Our reason when no HTTP status came back: TIMEOUT, CONNECTION_FAILED, PRIVATE_ADDRESS... */
  @Column({ name: 'last_error', type: 'varchar', length: 40, nullable: true })
  lastError: string | null;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

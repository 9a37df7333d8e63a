import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../../auth/admin-user.entity.js';
import { Partner } from '../partner.entity.js';
import {
  SQL_EVENT_TYPES,
  SQL_IN,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_ENDPOINT_STATUSES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookDisabledReason,
  type WebhookEndpointStatus,
  type WebhookEventType,
} from './webhook-events.js';

/**
 * Where a partner receives its webhooks, and the events it subscribed to. The signing secret
 * is kept sealed (SecretBox, bound to the row's id); during a rotation the previous one also
 * signs until `previous_secret_until`. Endpoints are never deleted: their deliveries are the
 * log staff read. A disabled endpoint stays disabled (decision PW5).
 */
@Entity('webhook_endpoints')
@Index('webhook_endpoints_partner_idx', ['partnerId'])
@Check('webhook_endpoints_events', `cardinality(events) >= 1 AND events <@ ${SQL_EVENT_TYPES}`)
@Check('webhook_endpoints_status', `status IN (${SQL_IN(WEBHOOK_ENDPOINT_STATUSES)})`)
@Check(
  'webhook_endpoints_disabled',
  `(status = 'active' AND disabled_at IS NULL AND disabled_reason IS NULL) OR (status = 'disabled' AND disabled_at IS NOT NULL AND disabled_reason IN (${SQL_IN(WEBHOOK_DISABLED_REASONS)}))`,
)
@Check('webhook_endpoints_previous', '(previous_secret IS NULL) = (previous_secret_until IS NULL)')
export class WebhookEndpoint {
  /** Made by the application: the sealed secret is bound to it before the row is written. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'partner_id', type: 'uuid' })
  partnerId: string;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Column({ type: 'varchar', length: WEBHOOK_URL_MAX_LENGTH })
  url: string;

  @Column({ type: 'text', array: true })
  events: WebhookEventType[];

  /** The `whsec_` secret, sealed with DATA_ENCRYPTION_KEY. */
  @Column({ type: 'text' })
  secret: string;

  @Column({ name: 'previous_secret', type: 'text', nullable: true })
  previousSecret: string | null;

  /** The previous secret signs too until then (a rotation's overlap). */
  @Column({ name: 'previous_secret_until', type: 'timestamptz', nullable: true })
  previousSecretUntil: Date | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: WebhookEndpointStatus;

  @Column({ name: 'disabled_reason', type: 'varchar', length: 16, nullable: true })
  disabledReason: WebhookDisabledReason | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** The owner who disabled it; null when the receiver's 410 did. */
  @Column({ name: 'disabled_by', type: 'uuid', nullable: true })
  disabledBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'disabled_by' })
  disabler?: Relation<AdminUser>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<AdminUser>;
}

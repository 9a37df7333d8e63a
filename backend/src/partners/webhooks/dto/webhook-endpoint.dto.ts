import { ApiProperty } from '@nestjs/swagger';
import { ListLimitField, ListOffsetField } from '../../../common/list-paging.js';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_ENDPOINT_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
  type WebhookEndpointStatus,
  type WebhookEventType,
} from '../webhook-events.js';

/** The shape of a secret, not one: secrets are made at random when an endpoint is registered. */
const SECRET_EXAMPLE = 'whsec_<base64 of 32 random bytes>';

export class WebhookEndpointCreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    maxLength: 100,
    example: SECRET_EXAMPLE,
    description: 'The signing secret, answered this once and never again: the partner verifies every webhook with it',
  })
  secret: string;
}

export class WebhookSecretDto {
  @ApiProperty({ maxLength: 100, example: SECRET_EXAMPLE, description: 'The new signing secret, answered this once' })
  secret: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Until then the previous secret signs too; null: it stopped at once',
  })
  previousSecretUntil: string | null;
}

/** An endpoint as staff see it, never its secrets. */
export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ maxLength: WEBHOOK_URL_MAX_LENGTH })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  events: WebhookEventType[];

  @ApiProperty({ enum: WEBHOOK_ENDPOINT_STATUSES, enumName: 'WebhookEndpointStatus' })
  status: WebhookEndpointStatus;

  @ApiProperty({
    enum: WEBHOOK_DISABLED_REASONS,
    enumName: 'WebhookDisabledReason',
    nullable: true,
    description: 'by_owner: disabled from the admin area; gone: the receiver answered 410 Gone',
  })
  disabledReason: WebhookDisabledReason | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  disabledAt: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'While a rotation overlaps: until when the previous secret signs too',
  })
  previousSecretUntil: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    maxLength: 40,
    example: 'msg_0f8e7d6c5b4a39281706f5e4d3c2b1a0',
    description: 'The same on every attempt',
  })
  webhookId: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' })
  type: WebhookEventType;

  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    enumName: 'WebhookDeliveryStatus',
    description:
      'pending: an attempt is due; delivered: answered 2xx; failed: every retry failed; abandoned: the endpoint was disabled first',
  })
  status: WebhookDeliveryStatus;

  @ApiProperty({ example: 2 })
  attempts: number;

  @ApiProperty({ type: 'integer', nullable: true, example: 503, description: "The receiver's last HTTP status" })
  lastStatusCode: number | null;

  @ApiProperty({
    type: 'string',
    maxLength: 40,
    nullable: true,
    example: 'TIMEOUT',
    description:
      'When no status came back: TIMEOUT, CONNECTION_FAILED, DNS_FAILED, PRIVATE_ADDRESS, SCHEME_REFUSED, INTERNAL_ERROR',
  })
  lastError: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastAttemptAt: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'While pending: the next attempt' })
  nextAttemptAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  deliveredAt: string | null;
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first' })
  items: WebhookDeliveryDto[];

  @ApiProperty({ description: 'Every delivery of the endpoint, of every page' })
  total: number;
}

export const WEBHOOK_DELIVERIES_MAX_LIMIT = 200;

/** A page of an endpoint's delivery log: `limit` deliveries after the first `offset`, newest first. */
export class WebhookDeliveryListQueryDto {
  @ListLimitField({ max: WEBHOOK_DELIVERIES_MAX_LIMIT, fallback: 50, items: 'quante consegne' })
  limit?: number;

  @ListOffsetField('da quale consegna')
  offset?: number;
}

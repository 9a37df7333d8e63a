/** What a partner can subscribe to (API.md "Partner agencies"). */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.expired',
  'booking.cancelled',
  'departure.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** Why an endpoint stopped: an owner disabled it, or the receiver answered 410 Gone. */
export const WEBHOOK_DISABLED_REASONS = ['by_owner', 'gone'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/**
 * pending: an attempt is due or under way; delivered: a 2xx came back; failed: the schedule
 * ran out; abandoned: the endpoint was disabled before it was delivered.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'abandoned'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2048;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
export const SQL_EVENT_TYPES = `ARRAY[${quoted(WEBHOOK_EVENT_TYPES)}]::text[]`;
export const SQL_IN = quoted;

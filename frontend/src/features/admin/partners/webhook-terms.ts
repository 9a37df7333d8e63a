import type { PartnerScope, WebhookEventType } from '../../../api';

/** The events an endpoint may ask for, in the order the form and the list name them. */
export const WEBHOOK_EVENTS: readonly WebhookEventType[] = [
  'booking.created',
  'booking.confirmed',
  'booking.expired',
  'booking.cancelled',
  'departure.updated',
];

/** The name of each event's words in webhooks-i18n.ts: the messages' keys cannot hold the API's dots. */
export const EVENT_MESSAGE: Record<
  WebhookEventType,
  'bookingCreated' | 'bookingConfirmed' | 'bookingExpired' | 'bookingCancelled' | 'departureUpdated'
> = {
  'booking.created': 'bookingCreated',
  'booking.confirmed': 'bookingConfirmed',
  'booking.expired': 'bookingExpired',
  'booking.cancelled': 'bookingCancelled',
  'departure.updated': 'departureUpdated',
};

/** What a partner key may do, in the order the form and the list name it. */
export const PARTNER_SCOPES: readonly PartnerScope[] = ['catalogue:read', 'bookings:read', 'bookings:write'];

export const SCOPE_MESSAGE: Record<PartnerScope, 'catalogueRead' | 'bookingsRead' | 'bookingsWrite'> = {
  'catalogue:read': 'catalogueRead',
  'bookings:read': 'bookingsRead',
  'bookings:write': 'bookingsWrite',
};

/** The server's bound on an endpoint's address (backend/src/partners/webhooks/webhook-events.ts). */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** The reasons the server gives when no HTTP status came back from the receiver. */
export const DELIVERY_ERRORS = [
  'TIMEOUT',
  'CONNECTION_FAILED',
  'DNS_FAILED',
  'PRIVATE_ADDRESS',
  'SCHEME_REFUSED',
  'INTERNAL_ERROR',
] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

export function isKnownDeliveryError(code: string): code is DeliveryError {
  return (DELIVERY_ERRORS as readonly string[]).includes(code);
}

/**
 * A first check of a typed address: whole, with its scheme and host. The server has the last
 * word (https only, no private network), and says it on the field.
 */
export function isWebhookUrl(typed: string): boolean {
  try {
    const url = new URL(typed.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

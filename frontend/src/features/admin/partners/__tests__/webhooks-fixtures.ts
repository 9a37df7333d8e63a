import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../../../api';

export const activeEndpoint: WebhookEndpointDto = {
  id: 'a7a7a7a7-a7a7-4a7a-8a7a-a7a7a7a7a7a7',
  url: 'https://api.viaggirossi.it/webhooks/viaggi',
  events: ['booking.confirmed', 'booking.cancelled'],
  status: 'active',
  disabledReason: null,
  disabledAt: null,
  previousSecretUntil: null,
  createdAt: '2026-11-10T09:00:00.000Z',
};

export const goneEndpoint: WebhookEndpointDto = {
  id: 'b8b8b8b8-b8b8-4b8b-8b8b-b8b8b8b8b8b8',
  url: 'https://vecchio.viaggirossi.it/hooks',
  events: ['booking.created'],
  status: 'disabled',
  disabledReason: 'gone',
  disabledAt: '2026-11-05T14:00:00.000Z',
  previousSecretUntil: null,
  createdAt: '2026-10-01T09:00:00.000Z',
};

/** The whole secret the server answers once. */
export const NEW_SECRET = 'whsec_test-secret-shown-once';
export const NEW_ENDPOINT_ID = 'c9c9c9c9-c9c9-4c9c-8c9c-c9c9c9c9c9c9';

function delivery(
  overrides: Partial<WebhookDeliveryDto> & Pick<WebhookDeliveryDto, 'id' | 'webhookId'>,
): WebhookDeliveryDto {
  return {
    type: 'booking.confirmed',
    status: 'delivered',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    lastAttemptAt: '2026-11-26T09:00:01.000Z',
    nextAttemptAt: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    deliveredAt: '2026-11-26T09:00:01.000Z',
    ...overrides,
  };
}

export const deliveredOne = delivery({
  id: 'd1d1d1d1-d1d1-4d1d-8d1d-d1d1d1d1d1d1',
  webhookId: 'msg_0a1b2c3d4e5f60718293a4b5c6d7e8f9',
});

export const pendingOne = delivery({
  id: 'd2d2d2d2-d2d2-4d2d-8d2d-d2d2d2d2d2d2',
  webhookId: 'msg_1a1b2c3d4e5f60718293a4b5c6d7e8f9',
  type: 'booking.cancelled',
  status: 'pending',
  attempts: 3,
  lastStatusCode: 503,
  nextAttemptAt: '2026-11-27T10:30:00.000Z',
  deliveredAt: null,
});

export const failedOne = delivery({
  id: 'd3d3d3d3-d3d3-4d3d-8d3d-d3d3d3d3d3d3',
  webhookId: 'msg_2a1b2c3d4e5f60718293a4b5c6d7e8f9',
  status: 'failed',
  attempts: 10,
  lastStatusCode: null,
  lastError: 'TIMEOUT',
  deliveredAt: null,
});

export const abandonedOne = delivery({
  id: 'd4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4',
  webhookId: 'msg_3a1b2c3d4e5f60718293a4b5c6d7e8f9',
  type: 'booking.created',
  status: 'abandoned',
  attempts: 2,
  lastStatusCode: null,
  lastError: 'DNS_FAILED',
  deliveredAt: null,
});

/** `count` delivered events, newest first, for the pages of a long log. */
export function manyDeliveries(count: number, from = 0): WebhookDeliveryDto[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(from + index).padStart(4, '0');
    return delivery({ id: `e0e0e0e0-e0e0-4e0e-8e0e-e0e0e0e0${n}`, webhookId: `msg_${n}b2c3d4e5f60718293a4b5c6d7e8f9` });
  });
}

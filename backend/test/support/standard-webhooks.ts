import { createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

/** One POST a partner's server received. */
export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Standard Webhooks' verification, written from the specification: the secret is the base64
 * after `whsec_`; the signed content is `id.timestamp.body`; the header lists `v1,<base64
 * HMAC-SHA256>` signatures separated by spaces, any one of which may match.
 */
export function verifiesWebhook(secret: string, webhook: ReceivedWebhook): boolean {
  const id = String(webhook.headers['webhook-id']);
  const timestamp = String(webhook.headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${webhook.body}`).digest();
  return String(webhook.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

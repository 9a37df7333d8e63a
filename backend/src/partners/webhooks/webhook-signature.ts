import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** Random bytes of a new signing secret: Standard Webhooks asks for 24 to 64; 32 is HMAC-SHA256's own block of security. */
export const SECRET_BYTES = 32;
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret, `whsec_` and the base64 of its bytes, as Standard Webhooks libraries read it. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The `webhook-id` of a new event: the same on every attempt, so the receiver can ignore a repeat. */
export function newWebhookId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` for each
 * secret, separated by a space. During a rotation's overlap both the new and the old secret
 * sign, so a receiver still holding the old one keeps verifying.
 */
export function signatureHeader(secrets: string[], webhookId: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(webhookId, timestamp, body)).join(' ');
}

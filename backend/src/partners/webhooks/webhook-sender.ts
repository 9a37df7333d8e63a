import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type ResolvedTarget, type Resolver, resolveTarget } from './webhook-target.js';
import { parseRetryAfter } from './webhook-schedule.js';

/** The longest a receiver is waited for, connection included (Standard Webhooks suggests 15 to 30 s). */
export const SEND_TIMEOUT_MS = 15_000;
/** What is read of an answer before the connection is dropped: only its status matters, its body is never kept. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** What one POST came to: the receiver's status (and Retry-After), or our reason code when none came. */
export type SendResult =
  | { statusCode: number; retryAfterSeconds: number | null }
  | { error: 'TIMEOUT' | 'CONNECTION_FAILED' | 'DNS_FAILED' | 'PRIVATE_ADDRESS' | 'SCHEME_REFUSED' };

/** A lookup that answers the address already checked, so the connection cannot be steered elsewhere by a second DNS answer. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/**
 * POSTs a signed webhook. The host is resolved once and checked (no private address unless
 * `allowPrivate`), and the connection goes to that very address, with the name kept for TLS
 * (SNI and certificate). Redirects are not followed: a 3xx is an answer like any non-2xx.
 */
export async function sendWebhook(
  request: WebhookRequest,
  {
    allowPrivate,
    resolve,
    timeoutMs = SEND_TIMEOUT_MS,
  }: { allowPrivate: boolean; resolve?: Resolver; timeoutMs?: number },
): Promise<SendResult> {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  if (!secure && !(allowPrivate && url.protocol === 'http:')) return { error: 'SCHEME_REFUSED' };
  const target = await resolveTarget(url.hostname, { allowPrivate, resolve });
  if ('refused' in target) return { error: target.refused };

  return new Promise<SendResult>((settle) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle(result);
    };
    const client = secure ? https : http;
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(target),
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': 'ViaggiDiGruppo-Webhooks/1',
          ...request.headers,
        },
      },
      (answer) => {
        const statusCode = answer.statusCode ?? 0;
        const retryAfter: string | undefined = answer.headers['retry-after'];
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        const done = () =>
          finish({
            statusCode,
            retryAfterSeconds: parseRetryAfter(retryAfter),
          });
        answer.on('end', done);
        answer.on('close', done);
        answer.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish({ error: 'TIMEOUT' });
    }, timeoutMs);
    outgoing.on('error', () => finish({ error: 'CONNECTION_FAILED' }));
    outgoing.end(request.body);
  });
}

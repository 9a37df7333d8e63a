import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body made once and sent many times: already encoded, so a request costs no
 * serialisation and no UTF-8 encoding, with an ETag for revalidation.
 */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a cached body; a client that already holds it gets 304. Browsers and nginx may keep
 * it for a minute, the time the server itself keeps it.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: CachedJson,
  maxAgeSeconds = 60,
): Buffer | undefined {
  void reply.header('etag', json.etag).header('cache-control', `public, max-age=${maxAgeSeconds}`).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) {
    void reply.status(304);
    return undefined;
  }
  void reply.type('application/json; charset=utf-8');
  return json.body;
}

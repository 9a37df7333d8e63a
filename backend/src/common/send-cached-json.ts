import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a ready-made JSON body with its ETag; a client that already holds it gets 304.
 * Browsers and nginx may keep it for a minute, the same time the server caches it.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: { body: string; etag: string },
  maxAgeSeconds = 60,
): string | undefined {
  void reply.header('etag', json.etag).header('cache-control', `public, max-age=${maxAgeSeconds}`).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) {
    void reply.status(304);
    return undefined;
  }
  void reply.type('application/json; charset=utf-8');
  return json.body;
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body made once and sent many times: already encoded, so a request costs no
 * serialisation and no UTF-8 encoding, with an ETag for revalidation. Its compressed forms
 * are made on first demand and kept, instead of compressing it again for every browser.
 */
export interface CachedJson {
  body: Buffer;
  etag: string;
  compressed: { br?: Buffer; gzip?: Buffer };
}

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  // Weak: the same validator stands for the plain and the compressed forms of the body.
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, compressed: {} };
}

/** Small bodies are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function compressedBody(json: CachedJson, encoding: 'br' | 'gzip'): Buffer {
  json.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(json.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(json.body, { level: 9 });
  return json.compressed[encoding];
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
  void reply
    .header('etag', json.etag)
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) {
    void reply.status(304);
    return undefined;
  }
  void reply.type('application/json; charset=utf-8');
  const encoding =
    json.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return json.body;
  // With Content-Encoding set, the compression plugin leaves the body alone.
  void reply.header('content-encoding', encoding);
  return compressedBody(json, encoding);
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from '../common/all-exceptions.filter.js';
import { AppError } from '../common/app-error.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under /assets; everything else may change between releases. */
export function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (relative === 'index.html') return 'no-cache';
  if (relative.startsWith('assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Serves the built single-page app beside the API: files as they are, any other GET outside
 * /api answered with index.html so that the client router can take over.
 */
export async function serveSpa(fastify: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The frontend is not built: ${indexFile} is missing (run "npm run build -w frontend")`);
  }
  // Loaded on demand: @fastify/static pulls an ESM-only dependency that Jest on Node 20 cannot
  // require, and the API tests do not serve the SPA.
  const { default: fastifyStatic } = await import('@fastify/static');
  await fastify.register(fastifyStatic, {
    root: distDir,
    // Only files that exist get a route; unknown paths reach the fallback below.
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath, distDir)),
  });
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });

  fastify.get('/', (_request, reply) => sendIndex(reply));
  fastify.get('/*', (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      const body = toErrorResponse(new AppError('NOT_FOUND'));
      return reply.status(body.statusCode).send(body);
    }
    return sendIndex(reply);
  });
}

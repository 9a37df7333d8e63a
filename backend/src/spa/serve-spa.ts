import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../common/all-exceptions.filter.js';
import { AppError } from '../common/app-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { SiteService } from '../site/site.service.js';
import { languageFromCookie, type PageAnswer, PageRenderer } from './page-renderer.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under /assets; everything else may change between releases. */
export function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (relative === 'index.html') return 'no-cache';
  if (relative.startsWith('assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * How a page drawn by the browser alone goes out: the admin area and the customer's pages
 * whose address holds a booking link's token or a booking id (the frontend's routes say which,
 * through its server render). No search engine lists them, no cache keeps them, and the
 * browser never sends their address on as a referrer.
 */
export const BROWSER_ONLY_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

export interface ServeSpaOptions {
  /** The browser's build (frontend/dist). */
  distDir: string;
  /** The server render's build (frontend/dist-server); without it every page is the bare shell. */
  serverDir: string;
  /** The site's public address, for canonical links and social tags. */
  origin: string;
  catalogue: CatalogueService;
  site: SiteService;
}

/**
 * Serves the built site beside the API: files as they are, and any other GET outside /api as
 * a page, rendered on the server when the renderer is there (a page that fails to render, or
 * comes while too many are being rendered, is sent as the bare shell, which the browser renders
 * itself).
 */
export async function serveSpa(fastify: FastifyInstance, options: ServeSpaOptions): Promise<void> {
  const { distDir } = options;
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The frontend is not built: ${indexFile} is missing (run "npm run build -w frontend")`);
  }
  const shell = fs.readFileSync(indexFile, 'utf8');
  const renderer = await PageRenderer.load(options.serverDir, shell, options.origin, options.catalogue, options.site);
  if (!renderer) fastify.log.warn(`${options.serverDir} is not built: pages are sent unrendered`);
  // Loaded on demand: @fastify/static pulls an ESM-only dependency that Jest on Node 20 cannot
  // require, and the API tests do not serve the SPA.
  const { default: fastifyStatic } = await import('@fastify/static');
  await fastify.register(fastifyStatic, {
    root: distDir,
    // Only files that exist get a route; unknown paths reach the page handler below.
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath, distDir)),
  });
  const sendShell = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
  // Sent from memory rather than by sendFile, whose hook would set the file's own cache-control;
  // the headers replace the site's referrer policy that the security headers' hook set.
  const sendBrowserOnly = (reply: FastifyReply) =>
    reply.headers(BROWSER_ONLY_PAGE_HEADERS).type('text/html; charset=utf-8').send(shell);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return sendShell(reply);
    let page: PageAnswer | null;
    try {
      page = await renderer.render(request.url, languageFromCookie(request.headers.cookie));
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: sending the bare page');
      return sendShell(reply);
    }
    // Too many renders running already: the browser renders this one.
    if (!page) return sendShell(reply);
    // The admin area (nothing to show before its login) and the pages under a token or a booking id.
    if (page.kind === 'browser-only') return sendBrowserOnly(reply);
    // The language cookie chooses the page's language.
    void reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    if (page.kind === 'redirect') return reply.redirect(page.location, 301);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  };

  fastify.get('/', sendPage);
  fastify.get('/*', (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      const body = toErrorResponse(new AppError('NOT_FOUND'));
      return reply.status(body.statusCode).send(body);
    }
    return sendPage(request, reply);
  });
}

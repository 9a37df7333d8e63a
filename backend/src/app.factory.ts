import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SITE_ROOT_ROUTES } from './seo/seo.controller.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { createRootLogger, NestPinoLogger, OneLinePerRequest } from './common/logger.js';
import { buildOpenApiDocument, serveOpenApi } from './common/openapi.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { serveSpa } from './spa/serve-spa.js';

/**
 * The content security policy the SPA runs under. styled-components injects <style>
 * elements at run time, hence 'unsafe-inline' for styles only; scripts come from this
 * origin alone.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export interface CreateAppOptions {
  /**
   * Swagger UI's page and assets (the JSON document is always served). The API tests turn
   * it off for the same Jest limitation as in serve-spa.ts; the browser tests cover it.
   */
  docsUi?: boolean;
}

/** The hosts the marketing tags load from, allowed only when their ids are configured. */
export function contentSecurityPolicy(tracking: AppConfig['tracking']): Record<string, string[]> {
  const policy = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]));
  if (tracking.facebookPixelId) {
    policy['script-src'].push('https://connect.facebook.net');
    policy['img-src'].push('https://www.facebook.com');
    policy['connect-src'].push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (tracking.googleAdsId) {
    policy['script-src'].push('https://www.googletagmanager.com');
    policy['img-src'].push('https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com');
    policy['connect-src'].push('https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com');
  }
  return policy;
}

/** Builds the whole application (API, docs, SPA) without listening; tests use it as it is. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  { docsUi = true }: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const rootLogger = createRootLogger(config.logLevel);
  const adapter = new FastifyAdapter({
    loggerInstance: rootLogger,
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    logger: new NestPinoLogger(rootLogger),
    abortOnError: false,
  });
  app.setGlobalPrefix('api', { exclude: SITE_ROOT_ROUTES });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();

  await app.register(helmet, {
    // Without TLS in front (npm start, tests) an upgrade directive would break every request.
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy(config.tracking), 'upgrade-insecure-requests': null } },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  serveOpenApi(app, buildOpenApiDocument(app), docsUi);
  if (config.serveFrontend) await serveSpa(fastify, config.frontendDistDir);

  await app.init();
  return app;
}

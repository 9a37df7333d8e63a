import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { SITE_ROOT_ROUTES } from './seo/seo.controller.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter, answerRouterError } from './common/all-exceptions.filter.js';
import { createRootLogger, NestPinoLogger, RequestLog } from './common/logger.js';
import { buildOpenApiDocument, serveOpenApi } from './common/openapi.js';
import { addSecurityHeaders, securityHeaders } from './common/security-headers.js';
import { applyRouteBodyLimits, createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { SiteService } from './site/site.service.js';
import { serveSpa } from './spa/serve-spa.js';
import { buildPartnerOpenApiDocument, partnerDocumentServer, servePartnerOpenApi } from './partners/partner-openapi.js';

export interface CreateAppOptions {
  /**
   * Swagger UI's page and assets (the JSON document is always served). The API tests turn
   * it off for the same Jest limitation as in serve-spa.ts; the browser tests cover it.
   */
  docsUi?: boolean;
  /** Where the log lines go; stdout by default. */
  logDestination?: DestinationStream;
}

/** Builds the whole application (API, docs, SPA) without listening; tests use it as it is. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  { docsUi = true, logDestination }: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const rootLogger = createRootLogger(config.logLevel, logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: rootLogger,
    logController: new RequestLog(config.slowRequestMs),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: answerRouterError(securityHeaders(config)),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    logger: new NestPinoLogger(rootLogger),
    abortOnError: false,
  });
  applyRouteBodyLimits(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api', { exclude: SITE_ROOT_ROUTES });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();

  addSecurityHeaders(fastify, config);
  await app.register(compress, { threshold: 1024 });
  // Uploads stream in part by part: each route reading a file sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  serveOpenApi(app, buildOpenApiDocument(app), docsUi);
  servePartnerOpenApi(app, buildPartnerOpenApiDocument(app, partnerDocumentServer(config)), docsUi);
  if (config.serveFrontend) {
    await serveSpa(fastify, {
      distDir: config.frontendDistDir,
      serverDir: config.frontendServerDir,
      origin: config.publicBaseUrl,
      catalogue: app.get(CatalogueService),
      site: app.get(SiteService),
    });
  }

  await app.init();
  return app;
}

import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { PartnerApiModule } from '../partners/partner-api.module.js';
import { ErrorResponseDto } from './error-response.dto.js';

/** Objects with their keys in alphabetical order, arrays untouched: a stable, diffable spec. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    ) as T;
  }
  return value;
}

/**
 * The modules whose operations have a document of their own (decision PA6): the partner API
 * is described to partners at /api/partner/openapi.json, and the site's client never calls it.
 */
const DOCUMENTED_APART = new Set<unknown>([PartnerApiModule]);

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Viaggi di gruppo API')
    .setDescription(
      'Catalogue, departures, contact, online booking by bank transfer and administration. ' +
        'Money is in integer euro cents (fields ending in `Cents`), calendar dates are `yyyy-MM-dd` ' +
        'in Europe/Rome, errors carry a stable `code` and an Italian `message`.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'admin')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // The operationId is the controller method name, so the generated client reads getHealth(), createBooking()...
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto],
    include: [...app.get(ModulesContainer).values()]
      .map((module) => module.metatype)
      .filter((metatype) => !DOCUMENTED_APART.has(metatype)),
  });
  return sortKeys(document);
}

export function serveOpenApi(app: INestApplication, document: OpenAPIObject, ui: boolean): void {
  SwaggerModule.setup('api/docs', app, document, {
    ui,
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'Viaggi di gruppo API',
  });
}

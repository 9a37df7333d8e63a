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
 * Fastify's router answers 414 to a path parameter longer than this (its default
 * `maxParamLength`), before any handler: every path parameter is bounded by it.
 */
export const PATH_PARAMETER_MAX = 100;

/** Says so in the document for each string path parameter no decorator bounded more tightly. */
export function boundPathParameters(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      for (const parameter of operation?.parameters ?? []) {
        if (!('in' in parameter) || parameter.in !== 'path' || !parameter.schema || '$ref' in parameter.schema)
          continue;
        const schema = parameter.schema;
        if (schema.type === 'string' && schema.maxLength === undefined && schema.enum === undefined)
          schema.maxLength = PATH_PARAMETER_MAX;
      }
    }
  }
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
  boundPathParameters(document);
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

import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
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

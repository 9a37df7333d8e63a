import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { sortKeys } from '../common/openapi.js';
import { API_KEY_LENGTH, apiKeyPrefix } from './api-key.js';
import { PartnerApiModule } from './partner-api.module.js';
import { PARTNER_SECURITY } from './partner-operation.decorator.js';

export const PARTNER_DOCUMENT_PATH = 'api/partner/openapi.json';

/**
 * The document partners' developers read and generate clients from (decision PA6): built from
 * the partner API's module alone, so it holds the partner operations, their schemas and errors,
 * and nothing of the site or the admin area.
 */
export function buildPartnerOpenApiDocument(app: INestApplication, serverUrl: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Viaggi di gruppo: partner API')
    .setDescription(
      "The agency's trips and departures for partner agencies, with each partner's net price. " +
        'Every request carries the API key the agency gave you: `Authorization: Bearer <key>`. ' +
        'Money is in integer euro cents (fields ending in `Cents`), calendar dates are `yyyy-MM-dd` ' +
        'in Europe/Rome, errors carry a stable `code` and an Italian `message`.',
    )
    .setVersion('1')
    .addServer(serverUrl)
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: `${apiKeyPrefix('<id>')}_<secret>`,
        description: `The partner's API key, ${API_KEY_LENGTH} characters, shown once when the agency makes it. A revoked or expired key is refused at once with 401 INVALID_API_KEY.`,
      },
      PARTNER_SECURITY,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    include: [PartnerApiModule],
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto],
  });
  return sortKeys(document);
}

/** Served beside the main document; the UI page only where the main one has it too. */
export function servePartnerOpenApi(app: INestApplication, document: OpenAPIObject, ui: boolean): void {
  SwaggerModule.setup('api/partner/docs', app, document, {
    ui,
    jsonDocumentUrl: PARTNER_DOCUMENT_PATH,
    yamlDocumentUrl: 'api/partner/openapi.yaml',
    customSiteTitle: 'Viaggi di gruppo: partner API',
  });
}

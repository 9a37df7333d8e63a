import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  type HeaderObject,
  type OpenAPIObject,
  type ReferenceObject,
  type ResponseObject,
  type ServerObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { boundPathParameters, sortKeys } from '../common/openapi.js';
import type { AppConfig } from '../config/app-config.js';
import { API_KEY_LENGTH, apiKeyPrefix } from './api-key.js';
import { PartnerApiModule } from './partner-api.module.js';
import { PARTNER_SECURITY } from './partner-operation.decorator.js';

export const PARTNER_DOCUMENT_PATH = 'api/partner/openapi.json';

/**
 * The events a partner receives, told where its developer reads the API (OpenAPI 3.0 has no
 * place of its own for webhooks): how they are signed, and what each one's `data` holds.
 */
const WEBHOOKS_DESCRIPTION = [
  '## Webhooks',
  'The agency registers your https endpoints and the events they receive, and hands you a secret `whsec_<base64>` once. ' +
    'Each event is a POST (Standard Webhooks 1.0) with the JSON body `{"type", "timestamp", "data"}` and the headers ' +
    '`webhook-id` (the same on every retry: drop one you have seen), `webhook-timestamp` (seconds) and `webhook-signature` ' +
    '(`v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` keyed by the base64-decoded secret; two ' +
    'signatures separated by a space while a secret is rotated, either may match). Answer 2xx within 15 seconds; anything ' +
    'else is retried over about a day, and 410 disables the endpoint.',
  '- `booking.created`, `booking.confirmed` (a payment confirmed it), `booking.expired` (its payment window ended unpaid), ' +
    '`booking.cancelled` (by you, by the agency, or with its departure): `data` is `{id, status, paymentStatus, ' +
    'partnerReference, departureId, totalPriceCents, netPriceCents, amountPaidCents, paymentExpiresAt}` of your booking; ' +
    'GET /api/partner/v1/bookings/{id} says more.',
  '- `departure.updated` (the agency changed its price or seats, or took it off sale or cancelled it): `data` is ' +
    '`{departureId, tripSlug, startDate, endDate, priceCents, totalSpots, spotsAvailable, onSale, cancelled}`; ' +
    'your net price is on GET /api/partner/v1/trips/{slug}/departures. Seats taken by bookings are not announced.',
].join('\n\n');

/** Where the document says the API is, and for whom: tools want the environment named. */
export interface PartnerDocumentServer {
  url: string;
  description: string;
}

/** The server of the document this installation serves: its own public address. */
export function partnerDocumentServer(config: Pick<AppConfig, 'env' | 'publicBaseUrl'>): PartnerDocumentServer {
  const environment = { production: 'production', development: 'local development', test: 'test' }[config.env];
  return { url: config.publicBaseUrl, description: `The agency's ${environment} server` };
}

const ON_COUNTED_ANSWERS =
  'Sent on every answer to a recognised key; absent when a request is refused before its key is read (401, 414, a body that is not JSON).';
const RATE_INTEGER = (maximum: number) => ({ type: 'integer', format: 'int32', minimum: 0, maximum }) as const;

/**
 * The headers of partner answers (decision PL1), named as the IETF RateLimit draft names them:
 * partners' tools read them to pace themselves.
 */
const PARTNER_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Limit': {
    description: `Requests this key may make in a window. ${ON_COUNTED_ANSWERS}`,
    schema: RATE_INTEGER(100_000),
    example: 30,
  },
  'RateLimit-Remaining': {
    description: `Requests this key has left in the current window. ${ON_COUNTED_ANSWERS}`,
    schema: RATE_INTEGER(100_000),
    example: 29,
  },
  'RateLimit-Reset': {
    description: `Seconds until the current window ends and the count starts again. ${ON_COUNTED_ANSWERS}`,
    schema: RATE_INTEGER(3600),
    example: 1,
  },
  'Retry-After': {
    description: 'Seconds to wait before this key is served again',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 3600 },
    example: 1,
  },
  'Access-Control-Allow-Origin': {
    description:
      "The agency's own site only: no page of another site may read a partner answer. Call the API from your server, where the key stays secret. Absent only when the router refuses a request before the API sees it (414, a body that is not JSON).",
    schema: { type: 'string', format: 'uri', maxLength: 2048 },
  },
};

const headerRef = (name: string): ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** Every answer of every partner operation, whoever declared it, gets the headers it carries. */
function documentPartnerHeaders(document: OpenAPIObject): void {
  document.components = { ...document.components, headers: PARTNER_HEADERS };
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        const counted = /^[24]/.test(status);
        (response as ResponseObject).headers = {
          'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
          ...(counted
            ? {
                'RateLimit-Limit': headerRef('RateLimit-Limit'),
                'RateLimit-Remaining': headerRef('RateLimit-Remaining'),
                'RateLimit-Reset': headerRef('RateLimit-Reset'),
              }
            : {}),
          ...(status === '429' ? { 'Retry-After': headerRef('Retry-After') } : {}),
        };
      }
    }
  }
}

/**
 * The document partners' developers read and generate clients from (decision PA6): built from
 * the partner API's module alone, so it holds the partner operations, their schemas and errors,
 * and nothing of the site or the admin area.
 */
export function buildPartnerOpenApiDocument(app: INestApplication, server: PartnerDocumentServer): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Viaggi di gruppo: partner API')
    .setDescription(
      "The agency's trips and departures for partner agencies, with each partner's net price. " +
        'Every request carries the API key the agency gave you: `Authorization: Bearer <key>`. ' +
        'Each key may make a limited number of requests per window, counted across all our servers: ' +
        'every answer says how many are left (`RateLimit-*` headers), and beyond the limit the answer ' +
        'is 429 with `Retry-After`. ' +
        'Money is in integer euro cents (fields ending in `Cents`), calendar dates are `yyyy-MM-dd` ' +
        'in Europe/Rome, errors carry a stable `code` and an Italian `message`.\n\n' +
        WEBHOOKS_DESCRIPTION,
    )
    .setVersion('1')
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
  // The API is for partners' servers, on the internet: said in the vendor extension tools read.
  document.servers = [{ ...server, 'x-internal': false } as ServerObject];
  boundPathParameters(document);
  documentPartnerHeaders(document);
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

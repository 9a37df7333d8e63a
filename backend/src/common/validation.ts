import { applyDecorators, type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { ApiErrors } from './api-errors.decorator.js';
import { AppError, type ErrorDetails } from './app-error.js';
import { findInputProblem } from './validation-text.js';
import { INVALID_EMAIL_MESSAGE } from './email.js';

/**
 * Italian fallbacks for the constraints DTOs use without a message of their own. A DTO
 * that needs wording a user will read (a form field) passes `message` on the decorator.
 */
const ITALIAN_FALLBACKS: Record<string, string> = {
  whitelistValidation: 'Campo non previsto.',
  isDefined: 'Campo obbligatorio.',
  isNotEmpty: 'Campo obbligatorio.',
  isString: 'Deve essere un testo.',
  isInt: 'Deve essere un numero intero.',
  isNumber: 'Deve essere un numero.',
  isBoolean: 'Deve essere vero o falso.',
  isEmail: INVALID_EMAIL_MESSAGE,
  isUUID: 'Identificativo non valido.',
  isIn: 'Valore non consentito.',
  isEnum: 'Valore non consentito.',
  isArray: 'Deve essere un elenco.',
  arrayMinSize: "L'elenco contiene troppo pochi elementi.",
  arrayMaxSize: "L'elenco contiene troppi elementi.",
  min: 'Il valore è troppo basso.',
  max: 'Il valore è troppo alto.',
  minLength: 'Il testo è troppo corto.',
  maxLength: 'Il testo è troppo lungo.',
  maxCodePoints: 'Il testo è troppo lungo.',
  isDateString: 'Data non valida.',
  isISO8601: 'Data non valida.',
  matches: 'Formato non valido.',
  equals: 'Valore non consentito.',
  nestedValidation: 'Dati non validi.',
};

/** class-validator's own texts are English; a DTO's own messages are Italian already. */
function isDefaultMessage(text: string): boolean {
  return /^(property |each value |an instance of )|\b(must|should)\b/.test(text);
}

function italianMessage(constraint: string, text: string): string {
  return isDefaultMessage(text) ? (ITALIAN_FALLBACKS[constraint] ?? 'Valore non valido.') : text;
}

/**
 * The sentence for the user: the DTO's own message of the first invalid field (fields in
 * declaration order), so a form can show the one thing to fix; otherwise the generic one.
 */
function firstOwnMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {}).find((text) => !isDefaultMessage(text));
    if (own) return own;
    const nested = error.children?.length ? firstOwnMessage(error.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): ErrorDetails {
  const details: ErrorDetails = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      details[field] = Object.entries(error.constraints).map(([constraint, text]) => italianMessage(constraint, text));
    }
    if (error.children?.length) Object.assign(details, flattenValidationErrors(error.children, field));
  }
  return details;
}

/**
 * The DTO checks, preceded by one that holds for every input: no control characters and no
 * nesting deeper than any DTO has. Both would otherwise get past the decorators and fail
 * later (PostgreSQL refuses NUL; class-transformer recurses over nested values).
 */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = findInputProblem(value);
      if (problem) {
        const field = [metadata.data, problem.path].filter(Boolean).join('.') || metadata.type;
        throw new AppError('VALIDATION_FAILED', { [field]: [problem.message] }, problem.message);
      }
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new AppError('VALIDATION_FAILED', flattenValidationErrors(errors), firstOwnMessage(errors)),
  });
}

/**
 * The largest body a route accepts, in bytes: a write route sets the size its DTO needs, so
 * that nobody can make the server parse and validate more (413 beyond it). Uses Fastify's
 * route config: a handler carrying `@RouteConfig()` of its own must repeat `bodyLimit` there.
 */
export function BodyLimit(bytes: number): MethodDecorator {
  const size = bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
  return applyDecorators(
    RouteConfig({ bodyLimit: bytes }),
    ApiErrors({ 413: `PAYLOAD_TOO_LARGE: a body over ${size}` }),
  );
}

/** Turns `@BodyLimit()` into Fastify's per-route `bodyLimit`; before the routes are registered. */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    // Nest passes the route's metadata through untyped: read it as what it may be.
    const config: unknown = route.config;
    const bytes = typeof config === 'object' && config !== null && 'bodyLimit' in config ? config.bodyLimit : undefined;
    if (typeof bytes === 'number') route.bodyLimit = bytes;
  });
}

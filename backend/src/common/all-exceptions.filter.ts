import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from './app-error.js';
import type { ErrorResponseDto } from './error-response.dto.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Fastify's own errors (raised before a controller runs) carry a code and a status. */
function fastifyErrorCode(error: unknown): ErrorCode | null {
  if (typeof error !== 'object' || error === null) return null;
  // Fastify's JSON parser rejects unreadable bodies with a SyntaxError marked 400.
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) return 'INVALID_JSON';
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'INVALID_JSON';
  if (typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) {
    return statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INVALID_JSON';
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST';
  }
  return null;
}

/** What PostgreSQL says about a failed statement; TypeORM wraps it in a QueryFailedError. */
interface DatabaseFailure {
  sqlState: string;
  table?: string;
  constraint?: string;
}

export function databaseFailure(error: unknown): DatabaseFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const driverError = (error as { driverError?: unknown }).driverError;
  const source = (typeof driverError === 'object' && driverError !== null ? driverError : error) as Record<
    string,
    unknown
  >;
  // pg's DatabaseError always carries a severity; Node's own five-letter codes (EPIPE) do not.
  if (typeof source.code !== 'string' || !/^[0-9A-Z]{5}$/.test(source.code) || !('severity' in source)) return null;
  return {
    sqlState: source.code,
    ...(typeof source.table === 'string' ? { table: source.table } : {}),
    ...(typeof source.constraint === 'string' ? { constraint: source.constraint } : {}),
  };
}

/** serialization_failure and deadlock_detected: PostgreSQL rolled the work back and it may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function isRetryableConflict(error: unknown): boolean {
  const failure = databaseFailure(error);
  return failure !== null && RETRYABLE_SQLSTATES.has(failure.sqlState);
}

/**
 * What the log may say about an error. A failed query's message, detail, statement and
 * parameters can all hold what a visitor typed (PostgreSQL quotes the refused value), so a
 * database error is told by its SQLSTATE, table and constraint only; for any other error the
 * type, message, code and stack, never the other fields a library may hang on it.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const failure = databaseFailure(error);
  if (failure) return { type: 'DatabaseError', ...failure };
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      type: error.constructor.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      stack: error.stack,
    };
  }
  return { type: typeof error };
}

/**
 * node-postgres' own errors when no connection can be had in time (the pool stayed busy past
 * `connectionTimeoutMillis`, or the server did not answer) or one is lost mid-query: the
 * database is out of reach for now, which the client may retry, not a fault of the request.
 */
const DATABASE_OUT_OF_REACH = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
]);

/**
 * Maps every error to the API's shape. Known errors keep their code and Italian message;
 * anything else becomes a bare 500 whose details stay in the log.
 */
export function toErrorResponse(error: unknown): ErrorResponseDto {
  if (error instanceof AppError) {
    return {
      statusCode: error.status,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  // Class 22 (data exception): a value the column or type refuses, that is bad input.
  if (databaseFailure(error)?.sqlState.startsWith('22')) {
    return { statusCode: 400, code: 'INVALID_INPUT', message: ERROR_CATALOGUE.INVALID_INPUT.message };
  }
  // A deadlock or serialization failure that outlasted transactionWithRetry's attempts says
  // nothing about the request: the same one may well pass a moment later.
  if (isRetryableConflict(error)) {
    return { statusCode: 503, code: 'DATABASE_BUSY', message: ERROR_CATALOGUE.DATABASE_BUSY.message };
  }
  if (error instanceof Error && DATABASE_OUT_OF_REACH.has(error.message)) {
    return { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: ERROR_CATALOGUE.DATABASE_UNAVAILABLE.message };
  }
  // Nest wraps Fastify's own 4xx errors in an HttpException whose cause is the original.
  const code =
    error instanceof HttpException
      ? (fastifyErrorCode(error.cause) ?? CODE_BY_STATUS[error.getStatus()] ?? null)
      : fastifyErrorCode(error);
  if (code) return { statusCode: ERROR_CATALOGUE[code].status, code, message: ERROR_CATALOGUE[code].message };
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: ERROR_CATALOGUE.INTERNAL_ERROR.message };
}

/**
 * Fastify's router refuses a malformed URL (400) or an over-long route parameter (414) before
 * any hook, route or Nest filter runs. Its default answer quotes the path and its default error
 * handler logs it: this one answers in the API's shape, with the site's headers, logging nothing.
 */
export function answerRouterError(headers: Record<string, string>) {
  return (error: unknown, _request: FastifyRequest, reply: FastifyReply): void => {
    const body = toErrorResponse(error);
    void reply.headers(headers).header('cache-control', 'no-store').status(body.statusCode).send(body);
  };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toErrorResponse(exception);
    // The route's pattern, not the URL: a path or query string may hold personal data.
    const route = { method: request.method, route: request.routeOptions?.url ?? null };
    if (body.statusCode >= 500) {
      this.logger.error({ ...route, err: errorForLog(exception) }, 'request failed');
    } else if (body.code === 'INVALID_INPUT') {
      // Validation let through a value the database refused: worth a rule in the DTO.
      this.logger.warn({ ...route, err: errorForLog(exception) }, 'the database refused a value');
    }
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}

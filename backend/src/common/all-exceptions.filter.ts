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
  // Nest wraps Fastify's own 4xx errors in an HttpException whose cause is the original.
  const code =
    error instanceof HttpException
      ? (fastifyErrorCode(error.cause) ?? CODE_BY_STATUS[error.getStatus()] ?? null)
      : fastifyErrorCode(error);
  if (code) return { statusCode: ERROR_CATALOGUE[code].status, code, message: ERROR_CATALOGUE[code].message };
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: ERROR_CATALOGUE.INTERNAL_ERROR.message };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toErrorResponse(exception);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, method: request.method, url: request.url }, 'request failed');
    }
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}

import { ParseUUIDPipe } from '@nestjs/common';
import { AppError, type ErrorCode } from './app-error.js';

/**
 * The pipe of every id in a path: what is not a UUID is answered 400 before any lookup, as
 * VALIDATION_FAILED naming the id (with `message` as the answer's sentence when given), or as
 * its own error `code` where the API states one.
 */
export function idParam(options: { message?: string; code?: ErrorCode } = {}): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () =>
      options.code
        ? new AppError(options.code)
        : new AppError('VALIDATION_FAILED', { id: ['Identificativo non valido.'] }, options.message),
  });
}

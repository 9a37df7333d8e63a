import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto.js';

/** The HTTP statuses the API answers errors with (the global filter's table says which code gets which). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 500 | 503;

/**
 * The error answers of an operation in the OpenAPI document, by status, each described by the
 * codes it may carry: partner agencies and the generated client read their shape from here.
 */
export function ApiErrors(byStatus: Partial<Record<ErrorStatus, string>>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(byStatus).map(([status, description]) =>
      ApiResponse({ status: Number(status), type: ErrorResponseDto, description }),
    ),
  );
}

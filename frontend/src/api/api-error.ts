import { isAxiosError } from 'axios';
import type { ErrorResponseDto } from './generated';

/**
 * What the API says when it refuses (`ErrorResponseDto`: statusCode, code, message, details):
 * the HTTP status, its stable code, its message in the reader's words and, for a 400, the
 * messages of each field. Each part only when the answer carried it.
 */
export interface ApiRefusal {
  status: number;
  code?: ErrorResponseDto['code'];
  message?: ErrorResponseDto['message'];
  details?: NonNullable<ErrorResponseDto['details']>;
}

/**
 * The one reading of a failed call's answer. Null when no answer came (offline, timeout) or
 * the failure was not a request's; the body is checked rather than trusted, as a proxy's
 * error page or an empty answer can stand where the API's own would be.
 */
export function apiRefusal(error: unknown): ApiRefusal | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body: unknown = error.response.data;
  const refusal: ApiRefusal = { status: error.response.status };
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.code === 'string' && record.code) refusal.code = record.code;
    if (typeof record.message === 'string' && record.message) refusal.message = record.message;
    if (typeof record.details === 'object' && record.details !== null) {
      refusal.details = record.details as ApiRefusal['details'];
    }
  }
  return refusal;
}

/** The HTTP status of a refusal; undefined when no answer came. */
export function refusalStatus(error: unknown): number | undefined {
  return apiRefusal(error)?.status;
}

/** The API's stable code of a refusal (DEPARTURE_EXISTS, SEATS_BELOW_TAKEN...), when it sent one. */
export function refusalCode(error: unknown): string | undefined {
  return apiRefusal(error)?.code;
}

/** The API's own message of a refusal, when it sent one. */
export function refusalMessage(error: unknown): string | undefined {
  return apiRefusal(error)?.message;
}

/** The API's messages for each field of a 400 VALIDATION_FAILED; empty otherwise. */
export function fieldMessages(error: unknown): Record<string, string[]> {
  return apiRefusal(error)?.details ?? {};
}

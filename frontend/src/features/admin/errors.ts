import { isAxiosError } from 'axios';

/** The HTTP status of a failed call; undefined when no answer came. */
export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The API's own Italian message of a refusal, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message || undefined
    : undefined;
}

/** The API's messages for each field of a 400 VALIDATION_FAILED. */
export function fieldMessages(error: unknown): Record<string, string[]> {
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && 'details' in data && typeof data.details === 'object'
    ? ((data.details ?? {}) as Record<string, string[]>)
    : {};
}

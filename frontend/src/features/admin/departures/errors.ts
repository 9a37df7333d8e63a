import { isAxiosError } from 'axios';

/** The API's stable code of a refusal (DEPARTURE_EXISTS, SEATS_BELOW_TAKEN...), when it sent one. */
export function errorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}

import { isAxiosError } from 'axios';

/** What the API says when it refuses: its status, stable code, Italian message and field details. */
export interface ApiRefusal {
  status: number;
  code?: string;
  message?: string;
  details?: Record<string, string[]>;
}

/** The API's answer to a failed call; null when no answer came (offline, timeout). */
export function apiRefusal(error: unknown): ApiRefusal | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body: unknown = error.response.data;
  const refusal: ApiRefusal = { status: error.response.status };
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.code === 'string') refusal.code = record.code;
    if (typeof record.message === 'string') refusal.message = record.message;
    if (typeof record.details === 'object' && record.details !== null) {
      refusal.details = record.details as Record<string, string[]>;
    }
  }
  return refusal;
}

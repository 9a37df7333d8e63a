import type { AirportCode } from '../../api';

/**
 * The visitor's choice in progress, kept for 30 minutes so that a reload or a second look at
 * the trip page resumes where they were. It holds the trip and the departure only: nothing
 * about the person.
 */
export const SELECTED_DATE_KEY = 'tempSelectedDate';
export const SELECTED_DATE_TTL_MS = 30 * 60 * 1000;

export interface SelectedDate {
  destinationTitle: string;
  tripSlug: string;
  departureId: string;
  startDate: string;
  endDate: string;
  airport: AirportCode | null;
  travellers: number;
  /** '10/05/2027 - 16/05/2027' */
  formattedDateRange: string;
  /** When it was written, in milliseconds since the epoch. */
  timestamp: number;
}

function isSelectedDate(value: unknown): value is SelectedDate {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.tripSlug === 'string' &&
    typeof record.departureId === 'string' &&
    typeof record.startDate === 'string' &&
    typeof record.endDate === 'string' &&
    typeof record.travellers === 'number' &&
    typeof record.timestamp === 'number' &&
    // Whether the airport is still offered is for the flow to check, against the booking policy.
    (record.airport === null || typeof record.airport === 'string')
  );
}

function remove(): void {
  try {
    localStorage.removeItem(SELECTED_DATE_KEY);
  } catch {
    // Storage blocked: there was nothing to resume either.
  }
}

/** The stored choice when it is recent enough; an expired or unreadable one is removed. */
export function readSelectedDate(now = Date.now()): SelectedDate | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SELECTED_DATE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isSelectedDate(parsed) || now - parsed.timestamp > SELECTED_DATE_TTL_MS || parsed.timestamp > now) {
    remove();
    return null;
  }
  return parsed;
}

export function writeSelectedDate(selection: Omit<SelectedDate, 'timestamp'>, now = Date.now()): void {
  try {
    localStorage.setItem(SELECTED_DATE_KEY, JSON.stringify({ ...selection, timestamp: now }));
  } catch {
    // Private browsing or a full storage: the flow works, it just will not survive a reload.
  }
}

export function clearSelectedDate(): void {
  remove();
}

import type { BookingStatus, ListAdminBookingsData } from '../../../api';
import { FAILED_MESSAGES_VALUE, LIST_PARAMS, LIST_PATH } from './list-address';

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'transfer_declared',
  'confirmed',
  'expired',
  'cancelled',
];

/** One page of the list: a busy day's bookings fit, and the table stays quick to read. */
export const PAGE_SIZE = 50;

/** The list's filters live in the address, so that coming back from a booking finds them again and staff can share them. */
export interface BookingFilters {
  status: BookingStatus | '';
  trip: string;
  departureId: string;
  /** The search text, trimmed: a payment reference, a traveller's name, an e-mail or a phone. */
  search: string;
  /** Only bookings with a message not delivered in the last days. */
  failedMessages: boolean;
  page: number;
}

const PARAM = LIST_PARAMS;

/** The server searches from 2 to 100 characters; shorter is no search yet. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search as the server takes it: one line (a pasted tab or line break, or any other
 * control character, becomes a space), trimmed, at most 100 characters counted as the server
 * counts them, so that an emoji is never cut in half.
 */
export function cleanSearch(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const line = text.replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ').trim();
  return Array.from(line).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

function isStatus(value: string | null): value is BookingStatus {
  return BOOKING_STATUSES.includes(value as BookingStatus);
}

/** Reads the filters back from the address, dropping whatever a hand-edited one made up. */
export function readFilters(params: URLSearchParams): BookingFilters {
  const status = params.get(PARAM.status);
  const trip = params.get(PARAM.trip) ?? '';
  const page = Number(params.get(PARAM.page));
  return {
    status: isStatus(status) ? status : '',
    trip,
    // A departure belongs to a trip: without one it cannot have been chosen in the form.
    departureId: trip ? (params.get(PARAM.departureId) ?? '') : '',
    search: cleanSearch(params.get(PARAM.search) ?? ''),
    failedMessages: params.get(PARAM.messages) === FAILED_MESSAGES_VALUE,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeFilters(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set(PARAM.status, filters.status);
  if (filters.trip) params.set(PARAM.trip, filters.trip);
  if (filters.trip && filters.departureId) params.set(PARAM.departureId, filters.departureId);
  if (filters.search) params.set(PARAM.search, filters.search);
  if (filters.failedMessages) params.set(PARAM.messages, FAILED_MESSAGES_VALUE);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/** The API's query for the filters: only what is chosen, so the server applies its own defaults. */
export function listQuery(filters: BookingFilters): NonNullable<ListAdminBookingsData['query']> {
  return {
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.trip ? { trip: filters.trip } : {}),
    ...(filters.departureId ? { departureId: filters.departureId } : {}),
    ...(Array.from(filters.search).length >= SEARCH_MIN_LENGTH ? { q: filters.search } : {}),
    ...(filters.failedMessages ? { messages: 'failed' as const } : {}),
  };
}

let lastListAddress = LIST_PATH;

/** Remembers the list as last seen (filters and page), for the way back from a booking. */
export function rememberListAddress(params: URLSearchParams): void {
  const search = params.toString();
  lastListAddress = `${LIST_PATH}${search ? `?${search}` : ''}`;
}

/** The list as the admin left it; the plain list when the booking's page was opened directly. */
export function listAddress(): string {
  return lastListAddress;
}

import type { BookingStatus, ListAdminBookingsData } from '../../../api';

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
  page: number;
}

const PARAM = { status: 'stato', trip: 'viaggio', departureId: 'partenza', page: 'pagina' } as const;

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
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeFilters(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set(PARAM.status, filters.status);
  if (filters.trip) params.set(PARAM.trip, filters.trip);
  if (filters.trip && filters.departureId) params.set(PARAM.departureId, filters.departureId);
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
  };
}

let lastListAddress = '/admin/prenotazioni';

/** Remembers the list as last seen (filters and page), for the way back from a booking. */
export function rememberListAddress(params: URLSearchParams): void {
  const search = params.toString();
  lastListAddress = `/admin/prenotazioni${search ? `?${search}` : ''}`;
}

/** The list as the admin left it; the plain list when the booking's page was opened directly. */
export function listAddress(): string {
  return lastListAddress;
}

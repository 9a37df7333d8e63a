/** The bookings list's address, and the names its filters take there ('?stato=pending&viaggio=...'). */
export const LIST_PATH = '/admin/prenotazioni';

export const LIST_PARAMS = {
  status: 'stato',
  trip: 'viaggio',
  departureId: 'partenza',
  search: 'cerca',
  messages: 'messaggi',
  page: 'pagina',
} as const;

/** In the address, the bookings with a message not delivered ('?messaggi=non-consegnati'). */
export const FAILED_MESSAGES_VALUE = 'non-consegnati';

/** The bookings with a message not delivered lately: where the admin home's count leads. */
export const FAILED_MESSAGES_ADDRESS = `${LIST_PATH}?${LIST_PARAMS.messages}=${FAILED_MESSAGES_VALUE}`;

/**
 * The list of one departure's bookings, all statuses. The trip goes with the departure: the
 * list keeps a departure only beside its trip, as its filters choose them.
 */
export function departureBookingsAddress(tripSlug: string, departureId: string): string {
  const params = new URLSearchParams({ [LIST_PARAMS.trip]: tripSlug, [LIST_PARAMS.departureId]: departureId });
  return `${LIST_PATH}?${params.toString()}`;
}

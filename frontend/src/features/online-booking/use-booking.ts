import { useQuery } from '@tanstack/react-query';
import { getBookingOptions } from '../../api/query-options';

/** Booking ids are UUIDs; anything else is refused on the page, without asking the API. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBookingId(value: string): boolean {
  return BOOKING_ID.test(value);
}

/** The booking of the address, read afresh at every visit (its status and deadline move). */
export function useBooking(bookingId: string) {
  const valid = isBookingId(bookingId);
  const query = useQuery({ ...getBookingOptions({ path: { id: bookingId } }), enabled: valid });
  return { valid, query };
}

import { BookingArea } from '../../features/online-booking/BookingArea';

/** The customer's booking, payment and success pages (addresses with a token or a booking id). */
export function BookingPage() {
  return <BookingArea />;
}

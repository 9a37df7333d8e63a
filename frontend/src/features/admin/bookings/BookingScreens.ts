// The bookings screens travel together in a file of their own, fetched on the first visit to them.
export { BookingScreen } from './BookingScreen';
export { BookingsScreen } from './BookingsScreen';

/** Failed messages stay on the admin home, and the bookings list finds them, this many days. */
export const MESSAGE_TROUBLE_DAYS = 7;

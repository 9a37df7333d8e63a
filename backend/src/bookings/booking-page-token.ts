import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { addCalendarDays, romeCalendarDate } from '../common/calendar-date.js';

/** 32 base64url characters: 192 bits, far past guessing. */
const TOKEN_LENGTH = 32;
/** The page's address is `/${BOOKING_PAGE_PATH}/<token>`: apart from /prenotazione/<token>, a booking link's form. */
export const BOOKING_PAGE_PATH = 'la-mia-prenotazione';
export const BOOKING_PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** After the trip's return the page stays open this many days (for the documents), then closes. */
export const BOOKING_PAGE_DAYS_AFTER_RETURN = 30;

/**
 * The private address of a customer's booking page. The token is a keyed hash of the booking's
 * id: every message can print the link again without the token being stored, and the database
 * keeps only its SHA-256, which is how a visit finds the booking. Knowing a booking's id (or
 * many) tells nothing of its token.
 */
export class BookingPageTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'bookings/customer-page-link/v1', 32));
  }

  tokenOf(bookingId: string): string {
    return createHmac('sha256', this.key).update(bookingId).digest('base64url').slice(0, TOKEN_LENGTH);
  }
}

/** True from the 31st Rome day after the trip's last day (`endDate`, yyyy-MM-dd): the link then stops working. */
export function bookingPageClosed(endDate: string, now: Date): boolean {
  return romeCalendarDate(now) > addCalendarDays(endDate, BOOKING_PAGE_DAYS_AFTER_RETURN);
}

/** What the database keeps of a token. */
export function bookingPageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

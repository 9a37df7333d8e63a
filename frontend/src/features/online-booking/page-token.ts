/**
 * What a token under /prenotazione/ can open. The address is shared by two kinds of token:
 * a booking link's (the agency's offer and its booking form: base62, 12 to 32 characters) and
 * a booking's private page (every e-mail to the customer: base64url, 32 characters, see
 * backend/src/bookings/booking-page-token.ts). About a third of the private pages' tokens hold
 * neither '-' nor '_' and look exactly like a link's: only the API can tell those apart.
 */
export type TokenKind =
  /** Only a booking link's. */
  | 'link'
  /** Only a booking page's. */
  | 'page'
  /** Either: both are asked. */
  | 'either'
  /** Neither: no API would know it. */
  | 'invalid';

const PAGE_TOKEN = /^[A-Za-z0-9_-]{32}$/;
const BASE62 = /^[A-Za-z0-9]+$/;

export function tokenKind(token: string): TokenKind {
  const page = PAGE_TOKEN.test(token);
  // An empty or short base62 token stays with the booking form, which says what is wrong with it.
  const link = token === '' || BASE62.test(token);
  if (page && link) return 'either';
  if (page) return 'page';
  if (link) return 'link';
  return 'invalid';
}

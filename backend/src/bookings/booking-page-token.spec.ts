import {
  BOOKING_PAGE_TOKEN_PATTERN,
  bookingPageClosed,
  BookingPageTokens,
  bookingPageTokenHash,
} from './booking-page-token.js';

describe('booking page tokens', () => {
  const tokens = new BookingPageTokens('a secret long enough for the test, not a real one');
  const id = '6f1c2a7e-3b8d-4c1e-9f2a-5d6e7f8a9b0c';

  it('are 32 URL-safe characters, the same for a booking every time', () => {
    expect(tokens.tokenOf(id)).toMatch(BOOKING_PAGE_TOKEN_PATTERN);
    expect(tokens.tokenOf(id)).toBe(tokens.tokenOf(id));
  });

  it('differ between bookings and between keys, and never contain the id', () => {
    const other = '6f1c2a7e-3b8d-4c1e-9f2a-5d6e7f8a9b0d';
    expect(tokens.tokenOf(other)).not.toBe(tokens.tokenOf(id));
    expect(new BookingPageTokens('another secret of the same kind, not real').tokenOf(id)).not.toBe(tokens.tokenOf(id));
    expect(tokens.tokenOf(id)).not.toContain(id.slice(0, 8));
  });

  it('are stored as their SHA-256 only', () => {
    expect(bookingPageTokenHash(tokens.tokenOf(id))).toMatch(/^[0-9a-f]{64}$/);
    expect(bookingPageTokenHash(tokens.tokenOf(id))).not.toContain(tokens.tokenOf(id));
  });
});

describe('the booking page closes 30 days after the return', () => {
  it.each([
    ['2027-05-14', '2027-06-13T21:59:00Z', false],
    ['2027-05-14', '2027-06-13T22:00:00Z', true],
    ['2027-05-14', '2027-05-20T10:00:00Z', false],
    ['2027-12-20', '2028-01-19T22:59:00Z', false],
    ['2027-12-20', '2028-01-19T23:00:00Z', true],
  ])('a trip back on %s, at %s: closed %s', (endDate, now, closed) => {
    expect(bookingPageClosed(endDate, new Date(now))).toBe(closed);
  });
});

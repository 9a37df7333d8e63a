import { declaredTransferWindow } from './booking-policy.js';
import { canonicalJson, IDEMPOTENCY_KEY_PATTERN } from './bookings.service.js';
import { paymentReference } from './payment-reference.js';

describe('the request an Idempotency-Key stands for', () => {
  it('is the same whatever the order of keys, at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } })).toBe(
      canonicalJson({ a: { c: 'é', d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('tells apart what differs, array order included, and leaves out absent fields', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: '1' })).not.toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });

  it.each([
    ['prenotazione-42', true],
    ['0b9d5c1e-4a7f-4e2b-9c3d-5f6a7b8c9d0e', true],
    ['a.b:c_d', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['', false],
    ['due parole', false],
    ['chiave/ä', false],
  ])('accepts %j as a key: %s', (key, expected) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(expected);
  });
});

describe('payment reference', () => {
  it('reads as the agency writes it', () => {
    expect(paymentReference(4821)).toBe('Ricevuta 4821');
  });
});

describe("a declared transfer's window", () => {
  it.each([
    // Friday 5 March 2027, 10:00 in Rome: Monday, Tuesday and Wednesday follow.
    ['a trip months away: three working days', '2027-06-01', '2027-03-10T23:00:00.000Z'],
    ['a trip leaving on the fourth working day', '2027-03-11', '2027-03-10T23:00:00.000Z'],
    ['a trip leaving on Tuesday: until it leaves', '2027-03-09', '2027-03-08T23:00:00.000Z'],
  ])('%s', (_, startDate, windowEnd) => {
    const window = declaredTransferWindow(new Date('2027-03-05T09:00:00Z'), startDate);
    expect(window.windowEnd.toISOString()).toBe(windowEnd);
    expect(window.windowEnd.getTime() - window.reminderDue.getTime()).toBe(24 * 3_600_000);
  });
});

import { endOfRomeWeek } from './admin-bookings.service.js';

describe('the end of the week', () => {
  it.each([
    ['a Monday', '2027-03-01', '2027-03-07'],
    ['a Saturday', '2027-03-06', '2027-03-07'],
    ['a Sunday is its own', '2027-03-07', '2027-03-07'],
    ['across a month', '2027-03-29', '2027-04-04'],
    ['across a year', '2026-12-29', '2027-01-03'],
  ])('of %s', (_, date, sunday) => {
    expect(endOfRomeWeek(date)).toBe(sunday);
  });
});

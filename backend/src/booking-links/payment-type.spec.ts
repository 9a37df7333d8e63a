import { paymentTypeFor } from './payment-type.js';

describe('payment type of a departure', () => {
  // 10:00 in Rome (CET) on 15 January 2027.
  const winterMorning = new Date('2027-01-15T09:00:00Z');

  it.each([
    ['41 days ahead', '2027-02-25', 'deposit'],
    ['40 days ahead', '2027-02-24', 'full'],
    ['39 days ahead', '2027-02-23', 'full'],
    ['a year ahead', '2028-01-15', 'deposit'],
    ['today', '2027-01-15', 'full'],
    ['a past date', '2026-12-01', 'full'],
    ['a date that does not exist', '2027-02-30', 'full'],
    ['no date', '', 'full'],
    ['another format', '25/02/2027', 'full'],
    ['text', 'domani', 'full'],
  ])('%s (%s) asks for %s payment', (_case, startDate, expected) => {
    expect(paymentTypeFor(startDate, winterMorning)).toBe(expected);
  });

  it.each([
    // 23:30 UTC on 14 January is already 15 January in Rome: 41 days to 25 February.
    ['just after midnight in Rome, before midnight in UTC', '2027-01-14T23:30:00Z', '2027-02-25', 'deposit'],
    ['just before midnight in Rome', '2027-01-14T22:59:59Z', '2027-02-24', 'deposit'],
    ['at midnight in Rome', '2027-01-14T23:00:00Z', '2027-02-24', 'full'],
    // Summer time: Rome is UTC+2, midnight is 22:00 UTC.
    ['at midnight in Rome in summer', '2027-06-30T22:00:00Z', '2027-08-11', 'deposit'],
    ['one second before midnight in Rome in summer', '2027-06-30T21:59:59Z', '2027-08-10', 'deposit'],
    ['a day later in summer', '2027-06-30T22:00:00Z', '2027-08-10', 'full'],
    ['across a leap day', '2028-01-20T10:00:00Z', '2028-03-01', 'deposit'],
    ['across a leap day, one day closer', '2028-01-21T10:00:00Z', '2028-03-01', 'full'],
  ])('counts Rome calendar days %s', (_case, now, startDate, expected) => {
    expect(paymentTypeFor(startDate, new Date(now))).toBe(expected);
  });
});

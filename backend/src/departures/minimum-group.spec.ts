import { romeCalendarDate } from '../common/calendar-date.js';
import { guaranteeOf, minimumGroupDeadline, minimumGroupDecisionDue } from './minimum-group.js';

describe('the minimum-group deadline (DECISIONS 34, art. 41)', () => {
  it.each([
    // Trips of more than 6 days: 20 days of notice.
    [9, { daysBefore: 20, date: '2027-04-20' }],
    [7, { daysBefore: 20, date: '2027-04-20' }],
    // 2 to 6 days: 7 days.
    [6, { daysBefore: 7, date: '2027-05-03' }],
    [2, { daysBefore: 7, date: '2027-05-03' }],
    // Shorter: 48 hours, asked from the first minute of the day two days before.
    [1, { hoursBefore: 48, date: '2027-05-08' }],
  ])('for a trip of %i days leaving on 10 May 2027', (days, expected) => {
    expect(minimumGroupDeadline(days, '2027-05-10')).toEqual(expected);
  });

  it('has no date for a start date that cannot be read, and is then never due', () => {
    expect(minimumGroupDeadline(7, '2027-02-30')).toEqual({ daysBefore: 20, date: null });
    expect(minimumGroupDecisionDue(7, '2027-02-30', '2099-01-01')).toBe(false);
  });

  // The day before the deadline, the deadline itself, the day after (a job that missed a day still asks).
  it.each([
    [1, '2027-05-10', '2027-05-07', false],
    [1, '2027-05-10', '2027-05-08', true],
    [2, '2027-05-10', '2027-05-02', false],
    [2, '2027-05-10', '2027-05-03', true],
    [6, '2027-05-10', '2027-05-02', false],
    [6, '2027-05-10', '2027-05-03', true],
    [6, '2027-05-10', '2027-05-04', true],
    [7, '2027-05-10', '2027-04-19', false],
    [7, '2027-05-10', '2027-04-20', true],
    // Across a month end.
    [7, '2027-03-05', '2027-02-12', false],
    [7, '2027-03-05', '2027-02-13', true],
  ])('a %i-day trip leaving on %s is due on %s: %s', (days, start, today, due) => {
    expect(minimumGroupDecisionDue(days, start, today)).toBe(due);
  });

  /**
   * Rome's dates, not UTC's: on the nights the clocks change (28 March and 31 October 2027) the
   * deadline's day begins at Rome's midnight, 23:00 or 22:00 UTC of the day before.
   */
  it.each([
    // 7-day trip leaving 17 April 2027: deadline 28 March, the night summer time begins (midnight is still UTC+1).
    [7, '2027-04-17', '2027-03-27T22:59:59Z', false],
    [7, '2027-04-17', '2027-03-27T23:00:00Z', true],
    // 2-day trip leaving 7 November 2027: deadline 31 October, the day summer time ends (midnight is UTC+2).
    [2, '2027-11-07', '2027-10-30T21:59:59Z', false],
    [2, '2027-11-07', '2027-10-30T22:00:00Z', true],
    // 1-day trip leaving 30 March 2027: asked from 28 March, Rome time.
    [1, '2027-03-30', '2027-03-27T22:59:59Z', false],
    [1, '2027-03-30', '2027-03-27T23:00:00Z', true],
  ])('a %i-day trip leaving on %s is due at %s: %s', (days, start, instant, due) => {
    expect(minimumGroupDecisionDue(days, start, romeCalendarDate(new Date(instant)))).toBe(due);
  });
});

describe('a guaranteed departure', () => {
  it.each([
    [{ minGroupSize: 6, confirmedTravellers: 5, minimumGroupStatus: null }, false, 1],
    [{ minGroupSize: 6, confirmedTravellers: 6, minimumGroupStatus: null }, true, 0],
    [{ minGroupSize: 6, confirmedTravellers: 9, minimumGroupStatus: 'asked' as const }, true, 0],
    [{ minGroupSize: 6, confirmedTravellers: 0, minimumGroupStatus: 'asked' as const }, false, 6],
    // Staff chose to run it with fewer: the visitor's question is whether it leaves.
    [{ minGroupSize: 6, confirmedTravellers: 2, minimumGroupStatus: 'run' as const }, true, 0],
    [{ minGroupSize: 6, confirmedTravellers: 2, minimumGroupStatus: 'cancelled' as const }, false, 4],
  ])('%o: guaranteed %s, %i missing', (facts, guaranteed, travellersToGuarantee) => {
    expect(guaranteeOf(facts)).toEqual({ guaranteed, travellersToGuarantee });
  });
});

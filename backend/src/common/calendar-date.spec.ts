import { romeStartOfDay } from './calendar-date.js';

describe('romeStartOfDay', () => {
  it.each([
    ['2026-12-10', '2026-12-09T23:00:00.000Z', 'winter: UTC+1'],
    ['2027-07-15', '2027-07-14T22:00:00.000Z', 'summer: UTC+2'],
    ['2027-03-28', '2027-03-27T23:00:00.000Z', 'the day clocks go forward, at 02:00'],
    ['2027-03-29', '2027-03-28T22:00:00.000Z', 'the day after clocks went forward'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z', 'the day clocks go back, at 03:00'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z', 'the day after clocks went back'],
    ['2028-02-29', '2028-02-28T23:00:00.000Z', 'a leap day'],
  ])('%s begins at %s (%s)', (date, instant) => {
    expect(romeStartOfDay(date).toISOString()).toBe(instant);
  });
});

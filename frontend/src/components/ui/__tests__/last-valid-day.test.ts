import { describe, expect, it } from 'vitest';
import { lastValidDay } from '../last-valid-day';

describe('lastValidDay', () => {
  it.each([
    ['2026-12-10T23:00:00.000Z', '10/12/2026', "midnight in Rome (winter) ends the day before's validity"],
    ['2027-07-15T22:00:00.000Z', '15/07/2027', 'midnight in Rome (summer)'],
    ['2026-12-26T14:37:00.000Z', '26/12/2026', 'an afternoon in Rome'],
    ['2026-12-10T23:00:00.001Z', '11/12/2026', 'just after midnight in Rome'],
  ])('a link ending at %s is valid until %s (%s)', (instant, day) => {
    expect(lastValidDay(instant)).toBe(day);
  });
});

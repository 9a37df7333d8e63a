import { addWorkingDays, easterSunday, endOfWorkingDays, italianHolidays, romeMidnight } from './working-days.js';

describe('Italian working days', () => {
  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2030, '2030-04-21'],
  ])('Easter %i falls on %s', (year, date) => {
    const easter = easterSunday(year);
    expect(`${easter.year}-${String(easter.month).padStart(2, '0')}-${String(easter.day).padStart(2, '0')}`).toBe(date);
  });

  it('counts Easter Monday and San Francesco (from 2026) as holidays', () => {
    expect(italianHolidays(2027).has('2027-03-29')).toBe(true);
    expect(italianHolidays(2026).has('2026-10-04')).toBe(true);
    expect(italianHolidays(2025).has('2025-10-04')).toBe(false);
    expect(italianHolidays(2027).size).toBe(12);
  });

  it.each([
    ['Monday to Thursday', '2027-03-01', 3, '2027-03-04'],
    ['Thursday over the weekend', '2027-03-04', 3, '2027-03-09'],
    ['Friday over the weekend', '2027-03-05', 3, '2027-03-10'],
    ['Saturday counts from Monday', '2027-03-06', 3, '2027-03-10'],
    ['over Easter Monday', '2027-03-26', 3, '2027-04-01'],
    ['over Christmas and Santo Stefano (a Saturday)', '2026-12-23', 3, '2026-12-29'],
    ['over New Year and Epiphany', '2026-12-31', 3, '2027-01-07'],
    ['over 25 April on a Sunday and 1 May on a Saturday', '2027-04-22', 3, '2027-04-27'],
    ['over 2 June', '2027-06-01', 1, '2027-06-03'],
  ])('%s', (_, from, count, expected) => {
    expect(addWorkingDays(from, count)).toBe(expected);
  });

  it.each([
    ['winter, UTC+1', '2027-01-15', '2027-01-14T23:00:00.000Z'],
    ['summer, UTC+2', '2027-07-15', '2027-07-14T22:00:00.000Z'],
    ['the day summer time starts', '2027-03-28', '2027-03-27T23:00:00.000Z'],
    ['the day summer time ends', '2027-10-31', '2027-10-30T22:00:00.000Z'],
  ])('Rome midnight in %s', (_, date, instant) => {
    expect(romeMidnight(date).toISOString()).toBe(instant);
  });

  it("ends a window when the last working day's Rome calendar day ends", () => {
    // Friday 5 March 2027, 23:30 in Rome: Monday, Tuesday and Wednesday follow; Thursday 00:00 ends it.
    expect(endOfWorkingDays(new Date('2027-03-05T22:30:00Z'), 3).toISOString()).toBe('2027-03-10T23:00:00.000Z');
    // Just after midnight in Rome, still Saturday 6 March there: the same three days.
    expect(endOfWorkingDays(new Date('2027-03-05T23:30:00Z'), 3).toISOString()).toBe('2027-03-10T23:00:00.000Z');
  });
});

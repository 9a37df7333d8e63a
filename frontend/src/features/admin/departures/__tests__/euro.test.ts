import { describe, expect, it } from 'vitest';
import { centsToEuroInput, euroToCents, todayInRome } from '../euro';

describe('a price typed in euro', () => {
  it.each([
    ['1.234,50', 123_450],
    ['1234,5', 123_450],
    ['1234.5', 123_450],
    ['1234.50', 123_450],
    ['1,234.50', 123_450],
    ['1.234', 123_400],
    ['1,234', 123_400],
    ['1234', 123_400],
    ['1.234.567,89', 123_456_789],
    ['0,01', 1],
    ['0.1', 10],
    ['19,99', 1_999],
    ['  1 234,50 € ', 123_450],
    ['€1,234.50', 123_450],
    ['1\u00a0234,50', 123_450],
  ])('%j is %i cents', (typed, cents) => {
    expect(euroToCents(typed)).toBe(cents);
  });

  it.each([
    [''],
    ['abc'],
    ['12,'],
    ['-5'],
    ['1,2345'],
    ['12,345,6'],
    ['1.2.3'],
    ['1234.567'],
    ['1.234,5,6'],
    ['1,234,56'],
    ['1.23,45'],
    ['1e3'],
    ['9999999999999,00'],
  ])('%j is no price', (typed) => {
    expect(euroToCents(typed)).toBeNull();
  });

  it.each([
    [123_450, 'it', '1234,50'],
    [123_450, 'en', '1234.50'],
    [160_000, 'it', '1600'],
    [5, 'it', '0,05'],
  ] as const)('%i cents are shown for editing as %s (%s) and read back the same', (cents, language, shown) => {
    expect(centsToEuroInput(cents, language)).toBe(shown);
    expect(euroToCents(shown)).toBe(cents);
  });
});

describe("today's date", () => {
  it('is the calendar day in Rome, not in UTC', () => {
    expect(todayInRome(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInRome(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInRome(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

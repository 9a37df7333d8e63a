import { describe, expect, it } from 'vitest';
import { supportedLanguages, type Language } from '../../../i18n/i18n';
import { countryName, formatEuro, formatLongDate, formatRating, localeOf, weekdayName } from '../format';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatEuro', () => {
  it.each<[number, Language, string]>([
    [80000, 'it', '800 €'],
    [160000, 'it', '1.600 €'],
    [123450, 'it', '1.234,50 €'],
    [160000, 'en', '€1,600'],
    [1200000, 'it', '12.000 €'],
    // After an amount with cents, a whole one still has none: formats are kept per options.
    [99, 'it', '0,99 €'],
    [100, 'it', '1 €'],
  ])('%i cents in %s -> %s', (cents, language, expected) => {
    expect(normalise(formatEuro(cents, language))).toBe(expected);
  });

  // Written without Intl (see format.ts); Intl, with grouping always on, is the reference.
  it.each([0, 1, 99, 100, 999_99, 1000_00, 1000_01, 1234_50, 99999_99, 100000_00, 1234567_89, -1600_00, -5])(
    'writes %i cents as Intl does, in both languages',
    (cents) => {
      for (const language of supportedLanguages) {
        const whole = cents % 100 === 0;
        const intl = new Intl.NumberFormat(localeOf(language), {
          style: 'currency',
          currency: 'EUR',
          useGrouping: 'always',
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: whole ? 0 : 2,
        });
        expect(formatEuro(cents, language)).toBe(intl.format(cents / 100));
      }
    },
  );
});

describe('formatLongDate', () => {
  it.each<[string, Language, string]>([
    ['2027-05-10', 'it', 'lunedì 10 maggio 2027'],
    ['2028-02-29', 'it', 'martedì 29 febbraio 2028'],
    ['2027-05-10', 'en', 'Monday, 10 May 2027'],
  ])('%s in %s -> %s', (date, language, expected) => {
    expect(formatLongDate(date, language)).toBe(expected);
  });
});

describe('formatRating', () => {
  it.each<[number, Language, string]>([
    [4.9, 'it', '4,9'],
    [4.9, 'en', '4.9'],
    [5, 'it', '5'],
    [4.87, 'it', '4,9'],
    [4.94, 'it', '4,9'],
    [4.95, 'it', '5'],
    [4.96, 'en', '5'],
    [3, 'en', '3'],
    [0, 'it', '0'],
    [10, 'it', '10'],
  ])('%d in %s -> %s', (value, language, expected) => {
    expect(formatRating(value, language)).toBe(expected);
  });

  it.each([0, 1, 3.5, 4, 4.2, 4.5, 4.7, 4.8, 4.86, 4.9, 4.91, 5])(
    'writes %d as Intl does, in both languages',
    (value) => {
      for (const language of supportedLanguages) {
        expect(formatRating(value, language)).toBe(
          new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value),
        );
      }
    },
  );
});

describe('weekdayName', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('names ISO day %i as Intl does, in both languages', (isoDay) => {
    // 1 January 2024 was a Monday, so ISO day n falls on the n-th of that month.
    const date = new Date(Date.UTC(2024, 0, isoDay, 12));
    for (const language of supportedLanguages) {
      expect(weekdayName(isoDay, language)).toBe(
        new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(date),
      );
    }
  });
});

describe('countryName', () => {
  it.each<[string, Language, string]>([
    ['IT', 'it', 'Italia'],
    ['IT', 'en', 'Italy'],
    ['CZ', 'it', 'Cechia'],
    ['CZ', 'en', 'Czechia'],
  ])('%s in %s -> %s', (code, language, expected) => {
    expect(countryName(code, language)).toBe(expected);
  });

  it("names the agency's country as Intl does, in both languages", () => {
    for (const language of supportedLanguages) {
      expect(countryName('IT', language)).toBe(
        new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of('IT'),
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { countryName, formatEuro, formatLongDate, formatRating } from '../format';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatEuro', () => {
  it.each([
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
});

describe('formatLongDate', () => {
  it.each([
    ['2027-05-10', 'it', 'lunedì 10 maggio 2027'],
    ['2028-02-29', 'it', 'martedì 29 febbraio 2028'],
    ['2027-05-10', 'en', 'Monday, 10 May 2027'],
  ])('%s in %s -> %s', (date, language, expected) => {
    expect(formatLongDate(date, language)).toBe(expected);
  });
});

describe('formatRating', () => {
  it.each([
    [4.9, 'it', '4,9'],
    [4.9, 'en', '4.9'],
    [5, 'it', '5'],
    [4.87, 'it', '4,9'],
  ])('%d in %s -> %s', (value, language, expected) => {
    expect(formatRating(value, language)).toBe(expected);
  });
});

describe('countryName', () => {
  it.each([
    ['IT', 'it', 'Italia'],
    ['IT', 'en', 'Italy'],
    ['CZ', 'it', 'Cechia'],
  ])('%s in %s -> %s', (code, language, expected) => {
    expect(countryName(code, language)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { formatEuro, formatLongDate } from '../format';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatEuro', () => {
  it.each([
    [80000, 'it', '800 €'],
    [160000, 'it', '1.600 €'],
    [123450, 'it', '1.234,50 €'],
    [160000, 'en', '€1,600'],
    [1200000, 'it', '12.000 €'],
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

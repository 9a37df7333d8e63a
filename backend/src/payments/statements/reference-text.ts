/**
 * Booking references in a transfer's remittance text. A booking's reference is 'Ricevuta'
 * and a number from 1000 to 99999; payers and their banks write it in every way:
 * 'RICEVUTA1234', 'ricevuta  1234', 'Ricevuta n. 1234', 'Ricevuta nr 1234', 'Ricevuta
 * N°1234', 'Ricevuta: 1234', 'Ricevuta #1234'.
 *
 * - The word must be there, in full: 'Ric. 1234' or a bare 1234 could be any number (a
 *   phone, an invoice) and confirming a booking from it is worse than sending it to review.
 *   A single space inside the word is allowed ('Ricev uta'): banks cut remittance lines at a
 *   fixed width, and the lines are joined with a space.
 * - Between the word and the number only punctuation, spaces and a 'n', 'nr', 'no', 'num' or
 *   'numero' (any case, with '.', '°' or 'º' after it).
 * - The number is the whole run of digits: 'Ricevuta 123456' holds no reference, not 12345.
 * - Leading zeros are read through: 'RICEVUTA: 01234' is 1234. References never start with a
 *   zero, so the padded number cannot mean another booking, and payers do pad them.
 */
/** Neither a letter nor a digit; 'º' and 'ª' are letters to Unicode but marks in 'nº 1234'. */
const GAP = '(?:[^\\p{L}\\p{N}]|[ºª])*';
const NUMBER_WORD = '(?:numero|num|nr|no|n)';
const REFERENCE = new RegExp(
  `r\\s?i\\s?c\\s?e\\s?v\\s?u\\s?t\\s?a${GAP}(?:${NUMBER_WORD}(?=[^\\p{L}]|[ºª])${GAP})?(\\d+)`,
  'giu',
);

const LOWEST = 1000;
const HIGHEST = 99999;

/** The distinct booking references in the text, in order of appearance. */
export function findReferenceNumbers(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const digits = match[1].replace(/^0+/, '');
    // Compared as text first: a run of thirty digits is no reference, and no float either.
    if (digits.length < 4 || digits.length > 5) continue;
    const value = Number(digits);
    if (value >= LOWEST && value <= HIGHEST && !found.includes(value)) found.push(value);
  }
  return found;
}

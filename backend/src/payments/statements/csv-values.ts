import { isValidIBAN } from 'ibantools';

import { isoDate } from './text.js';

/**
 * 'yyyy-MM-dd' from the ways Italian exports write a day: dd/mm/yyyy, dd/mm/yy, dd.mm.yyyy,
 * dd-mm-yyyy, yyyy-mm-dd, yyyymmdd, with a time after it or not. A 4-digit first part is a
 * year whatever the order; otherwise `order` says ('ymd' for yy/mm/dd). Two-digit years are
 * 20yy. Null when the text is no date, or a day that does not exist (31/02/2027).
 */
export function parseCsvDate(text: string, order: 'dmy' | 'ymd'): string | null {
  const value = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact !== null) return isoDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const match = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})(?:[ T]\d{1,2}[:.]\d{2}(?:[:.]\d{2}(?:\.\d+)?)?)?$/.exec(value);
  if (match === null) return null;
  const [first, month, last] = [match[1], match[3], match[4]];
  const yearFirst = first.length === 4 || (order === 'ymd' && last.length <= 2);
  const [yearText, dayText] = yearFirst ? [first, last] : [last, first];
  if (dayText.length > 2 || (yearText.length !== 2 && yearText.length !== 4)) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return isoDate(year, Number(month), Number(dayText));
}

/**
 * The decimal mark of a file's amounts, when its layout does not say: a comma, as Italian
 * exports write them, unless no amount has a comma and every amount with a dot has exactly
 * one, followed by exactly two digits ('1234.56', '-920.00'). So '1.234' reads as a thousand
 * (a grouping dot), and a file mixing '1,234.56' English style needs `decimal: '.'` in its layout.
 */
export function detectDecimal(amounts: Iterable<string>): ',' | '.' {
  let dotted = false;
  for (const amount of amounts) {
    if (amount.includes(',')) return ',';
    if (amount.includes('.')) {
      if (!/^[^.]*\.\d{2}(?!\d)[^.]*$/.test(amount)) return ',';
      dotted = true;
    }
  }
  return dotted ? '.' : ',';
}

/** A row that sums up the others instead of recording a movement: left out when it has no date. */
export const TOTALS_ROW = /\b(saldo|saldi|totale|totali|total|totals|balance)\b/i;

/**
 * The account's IBAN when a bank writes it in the lines before the header ('Conto: IT60 X054
 * 2811 ...'): the one valid IBAN (checksum and length of its country) in those cells, or null
 * when there is none or more than one.
 */
export function ibanInPreamble(cells: Iterable<string>): string | null {
  const found = new Set<string>();
  for (const cell of cells) {
    const compact = cell.replace(/\s+/g, '').toUpperCase();
    for (const start of compact.matchAll(/[A-Z]{2}\d{2}/g)) {
      // The IBAN's end is not marked: try every length an IBAN can have, longest first.
      for (let length = 34; length >= 15; length -= 1) {
        const candidate = compact.slice(start.index, start.index + length);
        if (candidate.length === length && isValidIBAN(candidate)) {
          found.add(candidate);
          break;
        }
      }
    }
  }
  return found.size === 1 ? [...found][0] : null;
}

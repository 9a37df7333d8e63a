import { quoted } from './statement-unreadable.js';

/**
 * Amounts in cents read from their text, never through a floating-point number: the integer
 * and the fraction digits are read apart, so '1.234,56' is 123456 exactly, whatever its size.
 */

/** Why an amount cannot be read, as an Italian clause the parsers put after the row or entry. */
export class AmountUnreadable extends Error {
  override readonly name = 'AmountUnreadable';
}

/** Signs and currency around the digits: '-', '+', a Unicode minus, '€', 'EUR'. */
const LEADING = /^(?:\s+|[+\-\u2212]|€|eur)/i;
const TRAILING = /(?:\s+|[+\-\u2212]|€|eur)$/i;
/** Thousands separators besides the other decimal mark: spaces (also no-break), apostrophes. */
const GROUP_MARKS = " '\u2019\u00a0\u202f";
const GROUPED = {
  ',': new RegExp(`^\\d{1,3}([.${GROUP_MARKS}])\\d{3}(?:\\1\\d{3})*$`),
  '.': new RegExp(`^\\d{1,3}([,${GROUP_MARKS}])\\d{3}(?:\\1\\d{3})*$`),
};
/** 13 integer digits keep the cents below 2^53, where integers stay exact. */
const MAX_INTEGER_DIGITS = 13;

/**
 * The signed amount in cents of a text such as '1.234,56', '-920,00', '920,00-', '€ 1 234,56',
 * "1'234,56", '+12,5' or '1234.56' (with decimal '.'). The decimal mark is given; the other
 * mark, spaces and apostrophes may group thousands, in groups of three. At most two decimals.
 * Throws AmountUnreadable on anything else, including an empty text.
 */
export function parseAmountCents(text: string, decimal: ',' | '.'): number {
  const notANumber = () => new AmountUnreadable(`l'importo ${shown(text)} non è un numero.`);
  let body = text.trim();
  if (body === '') throw new AmountUnreadable("manca l'importo.");

  let sign = 0;
  let currencies = 0;
  const strip = (pattern: RegExp, at: 'start' | 'end'): boolean => {
    const match = pattern.exec(body);
    if (match === null) return false;
    const token = match[0];
    if (/^[+\-\u2212]$/.test(token)) {
      if (sign !== 0) throw notANumber();
      sign = token === '+' ? 1 : -1;
    } else if (token.trim() !== '' && ++currencies > 1) {
      throw notANumber();
    }
    body = at === 'start' ? body.slice(token.length) : body.slice(0, body.length - token.length);
    return true;
  };
  while (strip(LEADING, 'start'));
  while (strip(TRAILING, 'end'));

  const at = body.indexOf(decimal);
  if (at !== body.lastIndexOf(decimal)) throw notANumber();
  const integer = at === -1 ? body : body.slice(0, at);
  const fraction = at === -1 ? '' : body.slice(at + 1);
  if (at !== -1 && !/^\d{1,2}$/.test(fraction)) {
    if (/^\d{3,}$/.test(fraction)) throw new AmountUnreadable(`l'importo ${shown(text)} ha più di due decimali.`);
    throw notANumber();
  }
  if (integer === '' ? fraction === '' : !/^\d+$/.test(integer) && !GROUPED[decimal].test(integer)) {
    throw notANumber();
  }

  const digits = integer.replace(/\D/g, '');
  if (digits.length > MAX_INTEGER_DIGITS) throw new AmountUnreadable(`l'importo ${shown(text)} è troppo grande.`);
  // Number() here reads strings of digits only: integers, exact.
  const cents = Number(digits === '' ? '0' : digits) * 100 + Number(fraction.padEnd(2, '0'));
  return sign < 0 && cents !== 0 ? -cents : cents;
}

function shown(text: string): string {
  return quoted(text.trim());
}

import type { Language } from '../../../i18n/i18n';

const GROUP = /^\d{3}$/;

/**
 * An amount in euro as staff type it, in integer cents, computed on the digits rather than with
 * floating point: '1.234,50', '1234,5', '1234.5', '1,234.50', '1 234 €'. With both separators the
 * last one marks the decimals; a single separator followed by exactly three digits groups
 * thousands ('1.234' is 1234 euro), as a price never has three decimals. null for anything else.
 */
export function euroToCents(text: string): number | null {
  const amount = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d[\d.,]*$/.test(amount)) return null;
  const separators = amount.match(/[.,]/g) ?? [];
  const lastAt = Math.max(amount.lastIndexOf('.'), amount.lastIndexOf(','));
  const kinds = new Set(separators).size;
  const hasDecimals = kinds === 2 || (separators.length === 1 && amount.length - lastAt - 1 !== 3);

  const integerPart = hasDecimals ? amount.slice(0, lastAt) : amount;
  const fraction = hasDecimals ? amount.slice(lastAt + 1) : '';
  if (hasDecimals && !/^\d{1,2}$/.test(fraction)) return null;
  if (hasDecimals && integerPart.includes(amount[lastAt])) return null;

  const groups = integerPart.split(/[.,]/);
  if (new Set(integerPart.match(/[.,]/g) ?? []).size > 1) return null;
  if (groups.length > 1 && (groups[0].length > 3 || !groups.slice(1).every((group) => GROUP.test(group)))) return null;
  const euros = groups.join('');
  // Beyond this many digits the amount is far over any price, and Number would lose cents.
  if (euros.replace(/^0+/, '').length > 12) return null;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the price field shows them for editing: '1234,50' or '1234.50', '1600' for whole euros. */
export function centsToEuroInput(cents: number, language: Language): string {
  const euros = String(Math.floor(cents / 100));
  const rest = cents % 100;
  if (rest === 0) return euros;
  return `${euros}${language === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' of today in Rome, whatever the computer's time zone: the server's idea of today. */
export function todayInRome(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

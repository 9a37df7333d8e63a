import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** The IBAN as stored and compared: upper case, without spaces or dashes. */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input) ?? '';
}

/**
 * A real IBAN: a known country, its length and bank-code layout, and the ISO 13616 check
 * digits, so that a typing mistake is caught before customers are told to pay into it.
 */
export function isValidIban(normalized: string): boolean {
  return isValidIBAN(normalized);
}

/** In groups of four, as printed on a bank statement: 'IT60 X054 2811 1010 0000 0123 456'. */
export function formatIban(normalized: string): string {
  return friendlyFormatIBAN(normalized) ?? normalized;
}

import type { Language } from '../../../i18n/i18n';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  it: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * '1.032,00 €' and '€1,032.00': an amount of a bank statement, always with its cents, as the
 * bank writes it, so that a transfer 50 cents short reads differently from the right one. Another
 * currency than the euro is named by its code: '1.032,00 CHF'.
 */
export function formatAmount(cents: number, language: Language, currency = 'EUR'): string {
  const { group, decimal } = SEPARATORS[language];
  const absolute = Math.abs(Math.round(cents));
  const sign = cents < 0 ? '-' : '';
  const units = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const amount = `${units}${decimal}${String(absolute % 100).padStart(2, '0')}`;
  if (currency !== 'EUR') return `${sign}${amount}\u00a0${currency}`;
  return language === 'en' ? `${sign}€${amount}` : `${sign}${amount}\u00a0€`;
}

/** 'IT60 X054 2811 1010 0000 0123 456': an IBAN as the statements give it, in groups of four. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A file's size in kilobytes below a megabyte, else in megabytes with one decimal: '2,4'. */
export function fileSize(bytes: number, language: Language): { unit: 'kb' | 'mb'; size: string } {
  if (bytes < 1024 * 1024) return { unit: 'kb', size: String(Math.max(1, Math.ceil(bytes / 1024))) };
  const tenths = Math.round((bytes / (1024 * 1024)) * 10);
  const size = `${Math.floor(tenths / 10)}${SEPARATORS[language].decimal}${tenths % 10}`;
  return { unit: 'mb', size };
}

/** Neither a letter nor a digit; 'º' and 'ª' are letters to Unicode but marks in 'nº 1234'. */
const GAP = '(?:[^\\p{L}\\p{N}]|[ºª])*';
const REFERENCE = new RegExp(
  `ricevuta${GAP}(?:(?:numero|num|nr|no|n)(?=[^\\p{L}]|[ºª])${GAP})?0*([1-9]\\d{3,4})(?!\\d)`,
  'iu',
);

/**
 * The 'Ricevuta NNNN' a transfer's description names, written as the search takes it, to start
 * the search of the booking it pays; the server alone decides what a description matches.
 * Payers write it 'RICEVUTA1234', 'Ricevuta n. 1234', 'ricevuta: 01234'...
 */
export function referenceIn(remittance: string): string | null {
  const match = REFERENCE.exec(remittance);
  return match ? `Ricevuta ${match[1]}` : null;
}

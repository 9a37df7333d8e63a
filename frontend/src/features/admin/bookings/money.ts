import { localeOf } from '../../../components/ui/format';
import type { Language } from '../../../i18n/i18n';

/**
 * An amount to the cent, as a bank statement shows it: '1.032,00 €', '€1,032.00'. Money
 * received is checked against the bank's own lines, where whole euros keep their ',00'.
 */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(cents / 100);
}

/** '240 KB', '1,2 MB': a file's size as people read it. */
export function formatFileSize(bytes: number, language: Language): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}

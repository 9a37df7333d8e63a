import { localeOf } from '../../components/ui/format';
import type { Language } from '../../i18n/i18n';

/** 'mercoledì 25 novembre 2026, 09:15', in Rome's time whatever the computer's. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));
}

/** '25/11/2026 09:15', in Rome's time: short enough for a table cell. */
export function formatShortDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));
}

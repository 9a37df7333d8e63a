import { localeOf } from '../../components/ui/format';
import type { Language } from '../../i18n/i18n';

const ROME = 'Europe/Rome';

/**
 * An amount the server computed, in integer euro cents, as the reader's locale writes euros.
 * Thousands are grouped even in four-digit amounts, which Italian CLDR leaves bare ('1600,00 €').
 */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(cents / 100);
}

/** An instant as the agency's clock reads it: '15:30' and 'giovedì 26 novembre 2026'. */
export function romeTimeParts(instant: string, language: Language): { time: string; date: string } {
  const moment = new Date(instant);
  const time = new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ROME,
  }).format(moment);
  const date = new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ROME,
  }).format(moment);
  return { time, date };
}

/** dd/MM/yyyy of an instant on the agency's calendar. */
export function romeDate(instant: string): string {
  // en-GB writes day/month/year with two-digit days and months, whatever the reader's language.
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: ROME,
  }).format(new Date(instant));
}

/** Whole hours, minutes and seconds left until `deadline`, never below zero. */
export function timeLeft(deadlineMs: number, nowMs: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

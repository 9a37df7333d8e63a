import { parseCalendarDate, romeCalendarDate } from '../common/calendar-date.js';
import type { DocumentLanguage } from './document-inputs.js';

/** The same sentence in the document's language: both stay side by side in the source. */
export function pick(language: DocumentLanguage, italian: string, english: string): string {
  return language === 'it' ? italian : english;
}

/** Grouping always on: Italian leaves 4-digit amounts ungrouped by default ('1290,00 €'). */
const MONEY: Record<DocumentLanguage, Intl.NumberFormat> = {
  it: new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
};

/** '1.290,00 €' in Italian, '€1,290.00' in English. */
export function formatMoney(cents: number, language: DocumentLanguage): string {
  return MONEY[language].format(cents / 100);
}

const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const DATE: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { ...LONG_DATE, timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { ...LONG_DATE, timeZone: 'UTC' }),
};
const DATE_WITHOUT_WEEKDAY = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const PLAIN_DATE: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', DATE_WITHOUT_WEEKDAY),
  en: new Intl.DateTimeFormat('en-GB', DATE_WITHOUT_WEEKDAY),
};
const ROME_DATE: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { ...LONG_DATE, timeZone: 'Europe/Rome' }),
  en: new Intl.DateTimeFormat('en-GB', { ...LONG_DATE, timeZone: 'Europe/Rome' }),
};
const ROME_TIME: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' }),
};

/** A 'yyyy-MM-dd' calendar date in words: 'lunedì 10 maggio 2027'; anything else as given. */
export function formatDate(date: string, language: DocumentLanguage): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return DATE[language].format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

function asInstant(value: string): Date | null {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An instant as the day and time in Italy, where every deadline of the agency is kept. */
export function formatInstant(value: string, language: DocumentLanguage): string {
  if (parseCalendarDate(value)) return formatDate(value, language);
  const instant = asInstant(value);
  if (!instant) return value;
  const day = ROME_DATE[language].format(instant);
  const time = ROME_TIME[language].format(instant);
  return pick(language, `${day}, ore ${time}`, `${day}, ${time} (Italian time)`);
}

/** A date where the weekday says nothing, such as a birth date: '14 marzo 1961'. */
export function formatPlainDate(date: string, language: DocumentLanguage): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return PLAIN_DATE[language].format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

/** An instant or a date as its calendar day in Italy, without weekday or time: '1 febbraio 2027'. */
export function formatDay(value: string, language: DocumentLanguage): string {
  if (parseCalendarDate(value)) return formatPlainDate(value, language);
  const instant = asInstant(value);
  return instant ? formatPlainDate(romeCalendarDate(instant), language) : value;
}

/** 'yyyy-MM-dd' so many days before a date; null when the date cannot be read. */
export function daysBefore(date: string, days: number): string | null {
  const parsed = parseCalendarDate(date);
  if (!parsed) return null;
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day - days)).toISOString().slice(0, 10);
}

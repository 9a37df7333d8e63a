import type { MessageLanguage } from './message-data.js';

/** it-IT or en-GB: the site's two locales. */
const localeOf = (language: MessageLanguage) => (language === 'en' ? 'en-GB' : 'it-IT');

const EURO: Record<MessageLanguage, Intl.NumberFormat> = {
  // Grouping forced: Italian CLDR leaves four-digit amounts ungrouped ('1290,00 €'), the site does not.
  it: new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', useGrouping: true }),
};

/** '1.290,00 €' or '€1,290.00'. */
export function formatEuro(cents: number, language: MessageLanguage): string {
  return EURO[language].format(cents / 100);
}

const LONG_DATE = (language: MessageLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });

/**
 * 'lunedì 10 maggio 2027', 'Monday 10 May 2027': built from the parts, because en-GB puts a
 * comma after the weekday and the site writes none.
 */
function longDate(instant: Date, language: MessageLanguage, timeZone: string): string {
  const parts = LONG_DATE(language, timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** A calendar date 'yyyy-MM-dd' in words with the weekday; the text itself when it is no date. */
export function formatDate(isoDate: string, language: MessageLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  // Noon UTC keeps the calendar day whatever zone the server runs in.
  return longDate(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)), language, 'UTC');
}

const ROME_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ZONE_NAME: Record<MessageLanguage, string> = { it: 'ora di Roma', en: 'Rome time' };

export interface RomeInstant {
  /** 'lunedì 10 maggio 2027' */
  date: string;
  /** '12:00'; a deadline at midnight is '24:00' of the day before, the day it ends. */
  time: string;
  /** 'ora di Roma', 'Rome time' */
  zone: string;
}

/** An ISO instant as a reader in Italy counts it, with the zone named (the reader may be abroad). */
export function romeInstant(iso: string, language: MessageLanguage): RomeInstant {
  const instant = new Date(iso);
  const time = ROME_TIME.format(instant);
  // Windows end at the start of a Rome day: '00:00 of Tuesday' reads as Monday night to some,
  // Tuesday night to others; '24:00 of Monday' does not.
  if (time === '00:00') {
    return {
      date: longDate(new Date(instant.getTime() - 1), language, 'Europe/Rome'),
      time: '24:00',
      zone: ZONE_NAME[language],
    };
  }
  return { date: longDate(instant, language, 'Europe/Rome'), time, zone: ZONE_NAME[language] };
}

/** 'lunedì 10 maggio 2027, ore 12:00 (ora di Roma)', 'Monday 10 May 2027, 12:00 (Rome time)'. */
export function formatInstant(iso: string, language: MessageLanguage): string {
  const { date, time, zone } = romeInstant(iso, language);
  return language === 'it' ? `${date}, ore ${time} (${zone})` : `${date}, ${time} (${zone})`;
}

/** 'fino alle 12:00 di lunedì 10 maggio 2027 (ora di Roma)', 'until 12:00 on Monday 10 May 2027 (Rome time)'. */
export function untilInstant(iso: string, language: MessageLanguage): string {
  const { date, time, zone } = romeInstant(iso, language);
  return language === 'it' ? `fino alle ${time} di ${date} (${zone})` : `until ${time} on ${date} (${zone})`;
}

/** 'entro le 12:00 di lunedì 10 maggio 2027 (ora di Roma)', 'by 12:00 on Monday 10 May 2027 (Rome time)'. */
export function byInstant(iso: string, language: MessageLanguage): string {
  const { date, time, zone } = romeInstant(iso, language);
  return language === 'it' ? `entro le ${time} di ${date} (${zone})` : `by ${time} on ${date} (${zone})`;
}

/** 'IT60 X054 2811 1010 0000 0123 456': groups of four are what bank forms and apps show. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069, the marks U+200E/U+200F, U+061C) and
 * other control characters, except line breaks and tabs. A name typed as 'Anna\u202eBianchi'
 * would print the rest of a line backwards, in the HTML and in the text part alike.
 */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/** Every string in a value, cleaned; the rest as it is. */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanStrings(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanStrings(item)])) as T;
  }
  return value;
}

/** A subject is one header line: no line breaks a name or title could carry in. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

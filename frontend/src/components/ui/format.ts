import type { Language } from '../../i18n/i18n';

/** it-IT or en-GB formatting of money and dates; amounts arrive from the API in euro cents. */
export function localeOf(language: Language): string {
  return language === 'en' ? 'en-GB' : 'it-IT';
}

// Building an Intl formatter costs far more than using one (the first one of a page also
// loads the locale's data): each kind is built once per locale and options.
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(language);
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/*
 * What every page shows while it is being taken over (prices, the rating, the opening days,
 * the agency's country) is written below without Intl. The first Intl object of a page sets
 * up the browser's locale data, about 25 ms of a desktop's time and four times that on a
 * phone, in the middle of the takeover; for the site's two languages these few forms are
 * simple. The tests check them against Intl's own output.
 */

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  it: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** '1234567' -> '1.234.567' */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

const COUNTRY_NAMES: Record<Language, Record<string, string>> = {
  it: { IT: 'Italia' },
  en: { IT: 'Italy' },
};

/** 'Italia', 'Italy': a country by its ISO code, in the reader's language. */
export function countryName(code: string, language: Language): string {
  const known = COUNTRY_NAMES[language][code];
  if (known) return known;
  const locale = localeOf(language);
  return cached('region', locale, {}, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
}

const WEEKDAYS: Record<Language, readonly string[]> = {
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** 'lunedì', 'Monday': the name of ISO weekday 1 (Monday) to 7 (Sunday). */
export function weekdayName(isoDay: number, language: Language): string {
  return WEEKDAYS[language][isoDay - 1];
}

/** '4,9' or '4.9': a rating with at most one decimal (rounded half up). */
export function formatRating(value: number, language: Language): string {
  const tenths = Math.round(value * 10);
  const whole = String(Math.trunc(tenths / 10));
  const decimal = Math.abs(tenths % 10);
  return decimal === 0 ? whole : `${whole}${SEPARATORS[language].decimal}${decimal}`;
}

/**
 * '1.600 €' and '€1,600' (whole euros without decimals), '1.234,50 €' and '€1,234.50'
 * otherwise. Thousands are always grouped: CLDR leaves four-digit amounts ungrouped in
 * Italian ('1600 €'), which reads worse for prices.
 */
export function formatEuro(cents: number, language: Language = 'it'): string {
  const { group, decimal } = SEPARATORS[language];
  const absolute = Math.abs(Math.round(cents));
  const sign = cents < 0 ? '-' : '';
  const euros = groupThousands(String(Math.floor(absolute / 100)), group);
  const rest = absolute % 100;
  const amount = rest === 0 ? euros : `${euros}${decimal}${String(rest).padStart(2, '0')}`;
  return language === 'en' ? `${sign}€${amount}` : `${sign}${amount}\u00a0€`;
}

/** A calendar date 'yyyy-MM-dd' in words with the weekday: 'sabato 10 maggio 2027'. */
export function formatLongDate(isoDate: string, language: Language = 'it'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  // Noon UTC keeps the calendar day whatever the reader's time zone.
  return dateFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

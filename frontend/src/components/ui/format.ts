/** it-IT or en-GB formatting of money and dates; amounts arrive from the API in euro cents. */
export function localeOf(language: string): string {
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

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = localeOf(language);
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(language);
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** 'Italia', 'Italy': a country by its ISO code, in the reader's language. */
export function countryName(code: string, language: string): string {
  const locale = localeOf(language);
  return cached('region', locale, {}, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
}

/** Weekday names: 'lunedì', 'Monday' (the day of a UTC date). */
export function weekdayFormat(language: string): Intl.DateTimeFormat {
  return dateFormat(language, { weekday: 'long', timeZone: 'UTC' });
}

/** '4,9' or '4.9': a rating with at most one decimal. */
export function formatRating(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/**
 * '1.600 €' (whole euros without decimals), '1.234,50 €' otherwise. Grouping always: CLDR
 * leaves four-digit amounts ungrouped in Italian ('1600 €'), which reads worse for prices.
 */
export function formatEuro(cents: number, language = 'it'): string {
  const whole = cents % 100 === 0;
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A calendar date 'yyyy-MM-dd' in words with the weekday: 'sabato 10 maggio 2027'. */
export function formatLongDate(isoDate: string, language = 'it'): string {
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

/**
 * Builds the formatters every page uses (money, ratings, weekday names) ahead of need: the
 * first Intl formatter of a page loads the locale's data, a pause of its own that is better
 * spent while the page's code is still arriving than in the middle of taking the page over.
 */
export function prepareFormats(language: string): void {
  formatEuro(100, language);
  formatRating(4.5, language);
  weekdayFormat(language);
}

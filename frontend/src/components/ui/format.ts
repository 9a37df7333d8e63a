/** it-IT or en-GB formatting of money and dates; amounts arrive from the API in euro cents. */
export function localeOf(language: string): string {
  return language === 'en' ? 'en-GB' : 'it-IT';
}

/**
 * '1.600 €' (whole euros without decimals), '1.234,50 €' otherwise. Grouping always: CLDR
 * leaves four-digit amounts ungrouped in Italian ('1600 €'), which reads worse for prices.
 */
export function formatEuro(cents: number, language = 'it'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
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
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

// Apart from calendar-date.ts, which the first download of the public pages carries: only the
// booking page and the admin area read an instant's last day.

const ROME_DAY = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/**
 * dd/MM/yyyy of the last day something ending at `instant` can be used, on the agency's
 * calendar: a link that ends when its departure's day is over (midnight in Rome) is valid until
 * that day, not the next.
 */
export function lastValidDay(instant: string): string {
  // en-GB writes day/month/year with two-digit days and months, whatever the reader's language.
  return ROME_DAY.format(new Date(Date.parse(instant) - 1));
}

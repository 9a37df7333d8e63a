import type { OpeningHoursDto } from '../../api';
import { weekdayName } from './format';
import type { Language } from '../../i18n/i18n';

export interface OpeningHoursRow {
  /** 'Lunedì - Venerdì' or 'Sabato'. */
  days: string;
  /** '9:00-18:00'; null on a closed day. */
  hours: string | null;
}

const ISO_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** '09:00' -> '9:00', as Italians write opening times. */
function shortTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** How a page writes a run of days and a time span; the contact page's own style by default. */
export interface OpeningHoursFormat {
  dayRange: (first: string, last: string) => string;
  timeRange: (opens: string, closes: string) => string;
}

const PLAIN_FORMAT: OpeningHoursFormat = {
  dayRange: (first, last) => `${first} - ${last}`,
  timeRange: (opens, closes) => `${opens}-${closes}`,
};

function hoursOn(day: number, openingHours: OpeningHoursDto[], format: OpeningHoursFormat): string | null {
  const spans = openingHours
    .filter((entry) => entry.days.includes(day))
    // 'HH:MM' strings sort as times do.
    .sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0))
    .map((entry) => format.timeRange(shortTime(entry.opens), shortTime(entry.closes)));
  return spans.length > 0 ? spans.join(', ') : null;
}

function dayName(isoDay: number, language: Language): string {
  const name = weekdayName(isoDay, language);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The week from Monday to Sunday, consecutive days with the same hours on one row (the
 * contact page and the footer both show it):
 * 'Lunedì - Venerdì 9:00-18:00', 'Sabato 9:00-13:00', 'Domenica' closed.
 */
export function describeOpeningHours(
  openingHours: OpeningHoursDto[],
  language: Language,
  format: OpeningHoursFormat = PLAIN_FORMAT,
): OpeningHoursRow[] {
  const rows: { first: number; last: number; hours: string | null }[] = [];
  for (const day of ISO_WEEK) {
    const hours = hoursOn(day, openingHours, format);
    const previous = rows[rows.length - 1];
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days:
      first === last ? dayName(first, language) : format.dayRange(dayName(first, language), dayName(last, language)),
    hours,
  }));
}

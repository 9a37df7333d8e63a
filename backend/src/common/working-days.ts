import { type CalendarDate, parseCalendarDate, romeCalendarDate } from './calendar-date.js';

/**
 * Italian bank working days: Monday to Friday except the national public holidays, on which
 * SEPA transfers between Italian accounts are not credited. Patron saints' days are local and
 * banks stay open for transfers, so they count as working days.
 */

const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const FIXED_HOLIDAYS = [
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Festa della Liberazione
  '05-01', // Festa del Lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Ferragosto
  '11-01', // Ognissanti
  '12-08', // Immacolata Concezione
  '12-25', // Natale
  '12-26', // Santo Stefano
];
/** San Francesco d'Assisi, a national holiday again from 2026 (law 151 of 2025). */
const SAINT_FRANCIS = { from: 2026, monthDay: '10-04' };

const toIso = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const epochDay = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
const fromEpochDay = (day: number): CalendarDate => {
  const instant = new Date(day * DAY_MS);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
};

/** The national public holidays of a year, 'yyyy-MM-dd', Easter Monday included. */
export function italianHolidays(year: number): Set<string> {
  const holidays = new Set(FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`));
  if (year >= SAINT_FRANCIS.from) holidays.add(`${year}-${SAINT_FRANCIS.monthDay}`);
  holidays.add(toIso(fromEpochDay(epochDay(easterSunday(year)) + 1)));
  return holidays;
}

export function isWorkingDay(date: CalendarDate): boolean {
  const weekday = new Date(epochDay(date) * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !italianHolidays(date.year).has(toIso(date));
}

/** The `count`-th working day after `date` ('yyyy-MM-dd'), `date` itself not counted. */
export function addWorkingDays(date: string, count: number): string {
  const start = parseCalendarDate(date);
  if (!start) throw new Error(`Not a calendar date: ${date}`);
  let day = epochDay(start);
  for (let found = 0; found < count;) {
    day++;
    if (isWorkingDay(fromEpochDay(day))) found++;
  }
  return toIso(fromEpochDay(day));
}

/** The instant a Rome calendar day begins (00:00 in Europe/Rome, summer time included). */
export function romeMidnight(date: string): Date {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new Error(`Not a calendar date: ${date}`);
  // Rome is UTC+1 or UTC+2: of the two candidate instants, the one Rome calls midnight of that day.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day) - offsetHours * 3_600_000);
    if (romeCalendarDate(candidate) === date && romeCalendarDate(new Date(candidate.getTime() - 1)) !== date) {
      return candidate;
    }
  }
  throw new Error(`No Rome midnight found for ${date}`);
}

/**
 * The end of the `count`-th working day after the Rome day of `instant`: the moment the next
 * calendar day begins in Rome. A window ending there leaves the whole last day to the bank.
 */
export function endOfWorkingDays(instant: Date, count: number): Date {
  const lastDay = addWorkingDays(romeCalendarDate(instant), count);
  const next = fromEpochDay(epochDay(parseCalendarDate(lastDay) as CalendarDate) + 1);
  return romeMidnight(toIso(next));
}

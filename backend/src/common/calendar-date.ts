/** Calendar dates as the API writes them, 'yyyy-MM-dd': read once, the same way everywhere. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real 'yyyy-MM-dd' date ('2027-02-30' is not one), or null. */
export function parseCalendarDate(date: string): CalendarDate | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, day));
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return { year, month, day };
}

const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Rome at an instant, 'yyyy-MM-dd': every date rule counts days there. */
export function romeCalendarDate(instant: Date): string {
  return ROME_DATE.format(instant);
}

/** The calendar date `days` after `date` (before it when negative), both 'yyyy-MM-dd'. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ROME_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The instant a calendar date begins in Rome ('yyyy-MM-dd'). Rome is one or two hours ahead of
 * UTC, and its clocks change at 02:00 and 03:00, so every day starts at exactly one 00:00.
 */
export function romeStartOfDay(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  for (const hoursAhead of [1, 2]) {
    const instant = new Date(utcMidnight - hoursAhead * 3_600_000);
    if (romeCalendarDate(instant) === date && ROME_CLOCK.format(instant) === '00:00') return instant;
  }
  throw new Error(`No start of day in Rome for ${date}`);
}

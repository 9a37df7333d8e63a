import { romeCalendarDate } from '../departures/departure-generator.js';

export const PAYMENT_TYPES = ['deposit', 'full'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** More days than this between today and the departure, both Rome calendar dates: a deposit is enough. */
export const FULL_PAYMENT_WITHIN_DAYS = 40;

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real 'yyyy-MM-dd' date, or null ('2027-02-30' is not one). */
function epochDay(date: string): number | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc / DAY_MS;
}

/**
 * Deposit or full payment for a departure: more than 40 days ahead a deposit, otherwise (and
 * for a date that cannot be read) the whole price, so that nobody leaves with a balance unpaid.
 */
export function paymentTypeFor(startDate: string, now: Date): PaymentType {
  const start = epochDay(startDate);
  const today = epochDay(romeCalendarDate(now));
  if (start === null || today === null) return 'full';
  return start - today > FULL_PAYMENT_WITHIN_DAYS ? 'deposit' : 'full';
}

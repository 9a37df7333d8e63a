import { balanceDueDate } from '../bookings/booking-policy.js';
import type { BookingStatus } from '../bookings/booking.entity.js';
import { addCalendarDays, parseCalendarDate, romeCalendarDate, romeStartOfDay } from '../common/calendar-date.js';

/**
 * The agency dashboard's rules, as pure functions: which weeks it shows, what counts as money
 * expected, how a departure's seats divide. Weeks are Europe/Rome calendar weeks, Monday to
 * Sunday (ISO 8601), as an Italian office plans them.
 */

/** Money ahead: the current week and the twelve after it, about three months. */
export const MONEY_WEEKS = 13;

/** Bookings by channel: the current week so far and the eleven before it, about three months back. */
export const CHANNEL_WEEKS = 12;

/**
 * The departures drawn, the soonest first. The catalogue leaves about 77 times a month (11 trips,
 * 7 dates each), so a window of days would draw a hundred bars or more; 30 bars of a readable
 * height fill a laptop's screen and cover the next ten days or so, the departures whose seats and
 * minimum group are being decided now. The departures screen lists the others.
 */
export const UPCOMING_DEPARTURES = 30;

/** A Rome calendar week, with the instants it begins and ends for columns that hold instants. */
export interface RomeWeek {
  /** Monday, 'yyyy-MM-dd'. */
  weekStart: string;
  /** Sunday, 'yyyy-MM-dd'. */
  weekEnd: string;
  /** Monday 00:00 in Rome. */
  startsAt: Date;
  /** The next Monday 00:00 in Rome: a week across a change of the clocks lasts 167 or 169 hours. */
  endsAt: Date;
}

/** The Monday of the week a Rome calendar date ('yyyy-MM-dd') falls in. */
export function mondayOf(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new Error(`Not a calendar date: ${date}`);
  const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
  // getUTCDay counts from Sunday (0); the week starts on Monday.
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/** `count` consecutive weeks, the first being the week of `day`. */
export function romeWeeks(day: string, count: number): RomeWeek[] {
  const first = mondayOf(day);
  return Array.from({ length: count }, (_, index) => {
    const weekStart = addCalendarDays(first, 7 * index);
    const nextMonday = addCalendarDays(weekStart, 7);
    return {
      weekStart,
      weekEnd: addCalendarDays(weekStart, 6),
      startsAt: romeStartOfDay(weekStart),
      endsAt: romeStartOfDay(nextMonday),
    };
  });
}

/** Amounts on Rome calendar days. */
export interface DatedCents {
  /** 'yyyy-MM-dd'. */
  on: string;
  cents: number;
}

/** The amounts of each week, in the weeks' order; amounts on days outside every week are left out. */
export function sumByWeek(weeks: readonly RomeWeek[], amounts: readonly DatedCents[]): number[] {
  const sums = weeks.map(() => 0);
  for (const amount of amounts) {
    const index = weeks.findIndex((week) => week.weekStart <= amount.on && amount.on <= week.weekEnd);
    if (index >= 0) sums[index] += amount.cents;
  }
  return sums;
}

/** What the money chart needs of a booking. */
export interface OwingBooking {
  status: BookingStatus;
  totalPriceCents: number;
  /** What the booking asked at first: its deposit, or the whole price. */
  amountToPayCents: number;
  amountPaidCents: number;
  /** The end of the window for the first payment. */
  paymentExpiresAt: Date;
  /** The departure's first day, 'yyyy-MM-dd'. */
  startDate: string;
}

/** Bookings whose seats are held or sold: the ones whose money is still to come. */
const LIVE_STATUSES: readonly BookingStatus[] = ['pending', 'transfer_declared', 'confirmed'];

/**
 * The money a booking has still to send, and the Rome day each part is due ("expected"):
 * - a booking waiting for its first payment (pending, or the transfer declared) owes what it
 *   asked (the deposit, or the whole price within 40 days of departure) less what arrived, due
 *   the day its payment window ends;
 * - the rest of the price is due on the balance date, 30 days before departure, as the customer
 *   was told; never before the first part (a window staff extended past the balance date).
 * An expired or cancelled booking owes nothing: its seats went back on sale. Money already
 * received is never expected again, so a week's expected and received add up to its whole.
 */
export function instalmentsOwed(booking: OwingBooking): DatedCents[] {
  if (!LIVE_STATUSES.includes(booking.status)) return [];
  const owed = booking.totalPriceCents - booking.amountPaidCents;
  if (owed <= 0) return [];
  const instalments: DatedCents[] = [];
  let firstDue: string | null = null;
  if (booking.status !== 'confirmed') {
    firstDue = romeCalendarDate(booking.paymentExpiresAt);
    const askedNow = Math.min(owed, booking.amountToPayCents - booking.amountPaidCents);
    if (askedNow > 0) instalments.push({ on: firstDue, cents: askedNow });
  }
  const rest = owed - (instalments[0]?.cents ?? 0);
  if (rest > 0) {
    // A start date the calendar cannot read leaves the balance due on that very day.
    const balanceDay = balanceDueDate(booking.startDate) ?? booking.startDate;
    instalments.push({ on: firstDue !== null && firstDue > balanceDay ? firstDue : balanceDay, cents: rest });
  }
  return instalments;
}

export interface MoneyWeeks {
  /** Still to arrive, by the week it is due. */
  expectedCents: number[];
  /** Arrived, by the week the bank credited it. */
  receivedCents: number[];
  /** Due before the first week and not arrived: late. */
  overdueCents: number;
}

/** Money expected and received in each week, and what is late from before the first one. */
export function moneyByWeek(
  weeks: readonly RomeWeek[],
  owed: readonly DatedCents[],
  received: readonly DatedCents[],
): MoneyWeeks {
  const firstDay = weeks[0]?.weekStart;
  return {
    expectedCents: sumByWeek(weeks, owed),
    receivedCents: sumByWeek(weeks, received),
    overdueCents: owed
      .filter((part) => firstDay !== undefined && part.on < firstDay)
      .reduce((sum, part) => sum + part.cents, 0),
  };
}

/** A departure's seats as the database counts them. */
export interface SeatCounts {
  totalSpots: number;
  spotsAvailable: number;
  /** Travellers of its confirmed bookings (the deposit or more received). */
  sold: number;
  /** Travellers of its bookings waiting for their first payment. */
  held: number;
}

export interface SeatBar {
  total: number;
  sold: number;
  held: number;
  free: number;
  /** Taken without a booking on this system: sold by phone before it, or a demo's earlier sales. */
  otherTaken: number;
}

/** How a departure's seats divide: sold + held + other + free = total. */
export function seatBar(counts: SeatCounts): SeatBar {
  const taken = counts.totalSpots - counts.spotsAvailable;
  return {
    total: counts.totalSpots,
    sold: counts.sold,
    held: counts.held,
    free: counts.spotsAvailable,
    // Never below zero: bookings hold no more seats than were taken, and a picture cannot show less than nothing.
    otherTaken: Math.max(0, taken - counts.sold - counts.held),
  };
}

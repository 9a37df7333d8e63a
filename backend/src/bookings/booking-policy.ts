import { AIRPORTS } from '../common/airports.js';
import { type CalendarDate, parseCalendarDate, romeCalendarDate } from '../common/calendar-date.js';
import { endOfWorkingDays, romeMidnight } from '../common/working-days.js';
import { FEW_SEATS_THRESHOLD } from '../departures/availability.js';
import { DEPARTURE_LIMITS } from '../departures/departure-limits.js';

/**
 * The booking rules the agency states to its customers, as data: the pricing function, the
 * checks of the forms, the jobs, the FAQ and the pages all read them from here, so that a
 * rule changes in one place and what a page says is what a booking does.
 */
export const BOOKING_POLICY = {
  /** The deposit's share of the total when a trip states no other. */
  defaultDepositPercentage: 40,
  /** This many Rome calendar days before departure or fewer, the whole price is due at once. */
  fullPaymentWithinDays: 40,
  /** A pending booking holds its seats this long for the transfer to be made. */
  paymentWindowHours: 5,
  /** After 'Ho effettuato il bonifico' the seats stay held to the end of this many Italian bank working days (DECISIONS 29). */
  declaredTransferWorkingDays: 3,
  /** The customer is reminded this many hours before a declared transfer's window ends. */
  declaredTransferReminderHours: 24,
  /** A traveller younger than this on the start date is a child. */
  childAgeLimit: 12,
  /** Children's discount on the price when a link states no other. */
  defaultChildDiscountPercentage: 50,
  /** After a deposit, the balance is due this many days before departure. */
  balanceDueDaysBeforeDeparture: 30,
  /** The customer is reminded of the balance this many days before it is due, and again on the day. */
  balanceReminderDaysBefore: 7,
  /** The unpaid customer is told this many minutes before the payment window ends. */
  paymentWindowReminderMinutes: 60,
  /** The trip's practical information goes out this many days before departure. */
  departureInformationDaysBefore: 7,
  /** The group a departure needs to run, when the trip states no other (DECISIONS 34). */
  defaultMinimumGroupSize: 6,
  /** The transfer's receipt is expected within this many hours of declaring it. */
  transferReceiptHours: 24,
  /** Travellers in one booking, in a checkout and in a WhatsApp hand-off. */
  minTravellers: 1,
  maxTravellers: 10,
  /** The airports every group leaves from, by IATA code, with the name a traveller reads. */
  airports: Object.entries(AIRPORTS).map(([code, name]) => ({ code: code as keyof typeof AIRPORTS, name })),
  /** A booking passes to another traveller if the agency hears of it at least this many days before departure. */
  substitutionNoticeDays: 7,
  /**
   * What cancelling costs, by calendar days before departure on the day the agency is told:
   * each row from its `fromDaysBefore` (included) up to the row above it. The terms page and
   * the trips' FAQ are written from these rows.
   */
  cancellationTables: {
    standard: [
      { fromDaysBefore: 30, penalty: { kind: 'percent', value: 25 } },
      { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
      { fromDaysBefore: 7, penalty: { kind: 'percent', value: 75 } },
      { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
    ],
    kenya: [
      { fromDaysBefore: 45, penalty: { kind: 'fixedPerPerson', value: 10_000 } },
      { fromDaysBefore: 31, penalty: { kind: 'percent', value: 25 } },
      { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
      { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
    ],
  } satisfies Record<string, readonly CancellationRow[]>,
} as const;

/**
 * What GET /api/v1/booking-policy (and the site settings) answer: the rules, and the limits
 * the pages check before the server does, so that no page keeps a copy of its own.
 */
export const PUBLISHED_BOOKING_POLICY = {
  ...BOOKING_POLICY,
  fewSeatsThreshold: FEW_SEATS_THRESHOLD,
  departureLimits: DEPARTURE_LIMITS,
} as const;

/** A share of each cancelling traveller's price, or a fixed amount (cents) for each of them. */
export type CancellationPenalty = { kind: 'percent'; value: number } | { kind: 'fixedPerPerson'; value: number };

export interface CancellationRow {
  fromDaysBefore: number;
  penalty: CancellationPenalty;
}

/** The penalty tables the agency applies: the standard one, and the Kenya safari's own. */
export type CancellationTable = keyof typeof BOOKING_POLICY.cancellationTables;

export const PAYMENT_TYPES = ['deposit', 'full'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a real 'yyyy-MM-dd' date, or null. */
function epochDay(date: string): number | null {
  const parsed = parseCalendarDate(date);
  return parsed ? Date.UTC(parsed.year, parsed.month - 1, parsed.day) / DAY_MS : null;
}

/** Rome calendar days from today to a date; null when the date cannot be read. */
export function daysUntil(date: string, now: Date): number | null {
  const start = epochDay(date);
  const today = epochDay(romeCalendarDate(now));
  return start === null || today === null ? null : start - today;
}

/**
 * Deposit or full payment for a departure: more than 40 days ahead a deposit, otherwise (and
 * for a date that cannot be read) the whole price, so that nobody leaves with a balance unpaid.
 */
export function paymentTypeFor(startDate: string, now: Date): PaymentType {
  return paymentTypesAt(now)(startDate);
}

/**
 * The same rule for many departures at one moment (a trip's year of dates): today in Rome is
 * read once, not once per date.
 */
export function paymentTypesAt(now: Date): (startDate: string) => PaymentType {
  const today = epochDay(romeCalendarDate(now));
  return (startDate) => {
    const start = epochDay(startDate);
    return start !== null && today !== null && start - today > BOOKING_POLICY.fullPaymentWithinDays
      ? 'deposit'
      : 'full';
  };
}

/**
 * What a link offers and what the calendar still allows: a link made for a deposit asks the
 * whole price once the departure is 40 days away or closer; a link made for full payment
 * always asks it.
 */
export function effectivePaymentType(offered: PaymentType, startDate: string, now: Date): PaymentType {
  return offered === 'deposit' ? paymentTypeFor(startDate, now) : 'full';
}

/** When the customer who declared a transfer is owed the reminder that its window ends. */
export function transferReminderDue(windowEnd: Date): Date {
  return new Date(windowEnd.getTime() - BOOKING_POLICY.declaredTransferReminderHours * 3_600_000);
}

/**
 * The window a declared transfer keeps the seats for (DECISIONS 29): to the end of the third
 * Italian bank working day after the declaration, and never past the morning the trip leaves
 * (a transfer still on its way then is settled by staff); the reminder a day before it ends.
 */
export function declaredTransferWindow(
  declaredAt: Date,
  departureStartDate: string,
): { windowEnd: Date; reminderDue: Date } {
  const workingDaysEnd = endOfWorkingDays(declaredAt, BOOKING_POLICY.declaredTransferWorkingDays);
  const departureDay = romeMidnight(departureStartDate);
  const windowEnd = departureDay < workingDaysEnd ? departureDay : workingDaysEnd;
  return { windowEnd, reminderDue: transferReminderDue(windowEnd) };
}

/**
 * A window staff extend by `workingDays`: counted from the later of now and the current
 * deadline, which is the start of a Rome day, so a millisecond before it is the window's last day.
 */
export function extendedTransferWindow(
  currentEnd: Date,
  workingDays: number,
  now: Date,
): { windowEnd: Date; reminderDue: Date } {
  const windowEnd = endOfWorkingDays(new Date(Math.max(now.getTime(), currentEnd.getTime() - 1)), workingDays);
  return { windowEnd, reminderDue: transferReminderDue(windowEnd) };
}

/** The day the balance of a deposit-paid booking is due, 'yyyy-MM-dd'; null for a bad date. */
export function balanceDueDate(startDate: string): string | null {
  const start = epochDay(startDate);
  if (start === null) return null;
  return new Date((start - BOOKING_POLICY.balanceDueDaysBeforeDeparture) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Which balance reminder is due on `today` for a balance due on `dueDate` (Rome dates): the one
 * on the day (also when late), the one a week before, or none yet.
 */
export function balanceReminderDue(dueDate: string, today: string): 'due-day' | 'week-before' | null {
  if (today >= dueDate) return 'due-day';
  const due = epochDay(dueDate);
  const now = epochDay(today);
  if (due === null || now === null) return null;
  return due - now <= BOOKING_POLICY.balanceReminderDaysBefore ? 'week-before' : null;
}

/**
 * Completed years on a date. A birthday on 29 February counts, in a common year, from 1 March:
 * the day after 28 February, as Italian civil law reckons the missing day.
 */
export function ageOn(birthDate: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month * 100 + on.day >= birthDate.month * 100 + birthDate.day;
  return on.year - birthDate.year - (hadBirthday ? 0 : 1);
}

/** Under 12 on the start date; a missing birth date (or a start date that cannot be read) is an adult. */
export function isChild(birthDate: string | undefined | null, startDate: string): boolean {
  if (!birthDate) return false;
  const birth = parseCalendarDate(birthDate);
  const start = parseCalendarDate(startDate);
  if (!birth || !start) return false;
  return ageOn(birth, start) < BOOKING_POLICY.childAgeLimit;
}

/** The earliest birth date a form accepts: nobody travelling was born before it. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Why a birth date cannot be one, in Italian, or null: a real date, not before 1900, not after today (Rome). */
export function birthDateProblem(birthDate: string, now: Date): string | null {
  if (!parseCalendarDate(birthDate)) return 'Inserisci una data di nascita valida (GG/MM/AAAA).';
  if (birthDate < EARLIEST_BIRTH_DATE) return 'La data di nascita è troppo lontana nel tempo.';
  if (birthDate > romeCalendarDate(now)) return 'La data di nascita non può essere nel futuro.';
  return null;
}

/** A trip's deposit, as its booking link carries it. */
export type DepositTerms =
  /** A share of the total, 1-100. */
  | { kind: 'percent'; value: number }
  /** A fixed amount per traveller, in cents. */
  | { kind: 'fixedPerPerson'; value: number };

/** What the pricing needs of a booking link. */
export interface PricedOffer {
  startDate: string;
  /** Per person, cents. */
  priceCents: number;
  paymentType: PaymentType;
  childDiscountEnabled: boolean;
  childDiscountPercentage: number;
  deposit: DepositTerms;
  /** Per single room; null: the trip offers none. */
  singleSupplementCents: number | null;
}

export interface PriceSummary {
  adultCount: number;
  childCount: number;
  totalPriceCents: number;
  childDiscountCents: number;
  singleRooms: number;
  /** What the single rooms add to the total. */
  singleSupplementCents: number;
  depositAmountCents: number;
  amountToPayCents: number;
  paymentType: PaymentType;
}

/**
 * Why `singleRooms` cannot be priced for these travellers, in Italian; null when it can: at
 * most one per traveller, and only on a trip that has a single supplement.
 */
export function singleRoomsProblem(
  singleRooms: number,
  travellers: number,
  supplementCents: number | null,
): string | null {
  if (!Number.isInteger(singleRooms) || singleRooms < 0) return 'Indica quante camere singole: da 0 in su.';
  if (singleRooms > 0 && supplementCents === null) return 'Questo viaggio non prevede camere singole.';
  if (singleRooms > travellers) return 'Le camere singole non possono essere più dei viaggiatori.';
  return null;
}

/** A child's price: round(price x (100 - discount%) / 100), in whole cents. */
export function childPriceCents(priceCents: number, discountPercentage: number): number {
  return Math.round((priceCents * (100 - discountPercentage)) / 100);
}

/** The link's deposit terms: a fixed amount per person when it has one, else its (or the default) share. */
export function depositTermsOf(link: {
  depositPercentage: number | null;
  depositPerPersonCents: number | null;
}): DepositTerms {
  if (link.depositPerPersonCents !== null) return { kind: 'fixedPerPerson', value: link.depositPerPersonCents };
  return { kind: 'percent', value: link.depositPercentage ?? BOOKING_POLICY.defaultDepositPercentage };
}

/**
 * The one price rule: the summary the page shows and the amounts a booking stores. Children
 * (under 12 on the start date, when the link grants a discount) pay the child price; each
 * single room adds the trip's supplement (DECISIONS 33). The deposit is the trip's share of the
 * whole total, rounded to the cent, or its fixed amount for each traveller, never more than the
 * total. Full payment asks the total. `singleRooms` is checked by the caller
 * (`singleRoomsProblem`).
 */
export function priceBooking(
  travellers: readonly { birthDate?: string | null }[],
  offer: PricedOffer,
  now: Date,
  singleRooms = 0,
): PriceSummary {
  const childCount = travellers.filter((traveller) => isChild(traveller.birthDate, offer.startDate)).length;
  const adultCount = travellers.length - childCount;
  const childPrice = offer.childDiscountEnabled
    ? childPriceCents(offer.priceCents, offer.childDiscountPercentage)
    : offer.priceCents;
  const childDiscountCents = childCount * (offer.priceCents - childPrice);
  const singleSupplementCents = singleRooms * (offer.singleSupplementCents ?? 0);
  const totalPriceCents = adultCount * offer.priceCents + childCount * childPrice + singleSupplementCents;
  const deposit =
    offer.deposit.kind === 'percent'
      ? Math.round((totalPriceCents * offer.deposit.value) / 100)
      : offer.deposit.value * travellers.length;
  const depositAmountCents = Math.min(deposit, totalPriceCents);
  const paymentType = effectivePaymentType(offer.paymentType, offer.startDate, now);
  return {
    adultCount,
    childCount,
    totalPriceCents,
    childDiscountCents,
    singleRooms,
    singleSupplementCents,
    depositAmountCents,
    amountToPayCents: paymentType === 'deposit' ? depositAmountCents : totalPriceCents,
    paymentType,
  };
}

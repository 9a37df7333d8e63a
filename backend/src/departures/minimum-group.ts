import { addCalendarDays, parseCalendarDate } from '../common/calendar-date.js';

/**
 * The minimum group (DECISIONS 34) as rules, in one place: the documents state the deadline,
 * the public list and the admin screens say whether a departure runs, the daily job asks
 * staff to decide when the deadline comes.
 */

/**
 * What the package-travel rules let the organiser wait for (Codice del Turismo, art. 41
 * comma 5): a cancellation for too few participants must reach the traveller at least 20 days
 * before departure for trips of more than 6 days, 7 days for 2 to 6 days, 48 hours for shorter.
 */
export const MINIMUM_GROUP_NOTICE = {
  /** Trips longer than this many days have the longest notice. */
  longTripOverDays: 6,
  longTripDaysBefore: 20,
  /** Trips of at least this many days (and not long) have the middle one. */
  shortTripFromDays: 2,
  shortTripDaysBefore: 7,
  dayTripHoursBefore: 48,
} as const;

/** The most days before departure any deadline falls: the job looks no further ahead. */
export const LONGEST_MINIMUM_GROUP_NOTICE_DAYS = MINIMUM_GROUP_NOTICE.longTripDaysBefore;

/**
 * When the decision falls due, with the notice the law states. `date` is the Rome calendar day
 * from which staff are asked (null for a start date that cannot be read): the day the notice
 * begins; for the 48 hours, two days before the start day, whose first minute is 48 hours or
 * more before any departure hour of that day.
 */
export type MinimumGroupDeadline =
  | { daysBefore: number; date: string | null }
  | { hoursBefore: typeof MINIMUM_GROUP_NOTICE.dayTripHoursBefore; date: string | null };

export function minimumGroupDeadline(tripDays: number, startDate: string): MinimumGroupDeadline {
  const readable = parseCalendarDate(startDate) !== null;
  const before = (days: number) => (readable ? addCalendarDays(startDate, -days) : null);
  if (tripDays > MINIMUM_GROUP_NOTICE.longTripOverDays) {
    return {
      daysBefore: MINIMUM_GROUP_NOTICE.longTripDaysBefore,
      date: before(MINIMUM_GROUP_NOTICE.longTripDaysBefore),
    };
  }
  if (tripDays >= MINIMUM_GROUP_NOTICE.shortTripFromDays) {
    return {
      daysBefore: MINIMUM_GROUP_NOTICE.shortTripDaysBefore,
      date: before(MINIMUM_GROUP_NOTICE.shortTripDaysBefore),
    };
  }
  return { hoursBefore: MINIMUM_GROUP_NOTICE.dayTripHoursBefore, date: before(2) };
}

/** Whether staff must be asked on `today` (a Rome calendar date): the deadline's day has come. */
export function minimumGroupDecisionDue(tripDays: number, startDate: string, today: string): boolean {
  const { date } = minimumGroupDeadline(tripDays, startDate);
  return date !== null && today >= date;
}

/**
 * Where a departure stands: null while nothing was asked; 'asked' once the deadline came with
 * the minimum not reached; 'run' or 'cancelled' once staff decided.
 */
export const MINIMUM_GROUP_STATUSES = ['asked', 'run', 'cancelled'] as const;
export type MinimumGroupStatus = (typeof MINIMUM_GROUP_STATUSES)[number];

export interface MinimumGroupFacts {
  minGroupSize: number;
  /** Travellers of the departure's confirmed bookings (paid at least the deposit). */
  confirmedTravellers: number;
  minimumGroupStatus: MinimumGroupStatus | null;
}

/** Whether confirmed travellers reached the trip's minimum. */
export function minimumReached({ minGroupSize, confirmedTravellers }: MinimumGroupFacts): boolean {
  return confirmedTravellers >= minGroupSize;
}

/**
 * What a visitor is told (decision R4): guaranteed when the minimum is reached, and also when
 * staff chose to run it anyway, since the question a visitor asks is whether it will leave.
 * `travellersToGuarantee`: confirmed travellers still missing, 0 once guaranteed.
 */
export function guaranteeOf(facts: MinimumGroupFacts): { guaranteed: boolean; travellersToGuarantee: number } {
  const guaranteed = minimumReached(facts) || facts.minimumGroupStatus === 'run';
  return { guaranteed, travellersToGuarantee: guaranteed ? 0 : facts.minGroupSize - facts.confirmedTravellers };
}

import { coordinatorKey, type DepartureSpan, spansOverlap, type StaffedSpan } from './coordinator-clashes.js';
import { COORDINATOR_NAMES } from './coordinators.js';

/** What the generator needs to know of a trip. */
export interface GeneratorTrip {
  slug: string;
  durationDays: number;
  /** Base price per person, euro cents. */
  priceCents: number;
  maxGroupSize: number;
}

/** A departure already in the database, of any trip: its trip's date is taken and its coordinators are busy. */
export interface ExistingDeparture extends StaffedSpan {
  tripSlug: string;
}

export interface GeneratedDeparture {
  startDate: string;
  endDate: string;
  priceCents: number;
  totalSpots: number;
  spotsAvailable: number;
  /** Two names, or fewer when not enough coordinators are free for the whole trip (none: still to be assigned). */
  coordinators: string[];
}

/** A generated departure with the trip it belongs to. */
export interface PlannedDeparture extends GeneratedDeparture {
  tripSlug: string;
}

/** How many coordinators lead a group when enough are free. */
export const COORDINATORS_PER_DEPARTURE = 2;

/** The days of the month a group leaves on. */
export const DEPARTURE_DAYS = [3, 6, 10, 15, 19, 24, 28] as const;

/** How many months of dates are offered, the current one included. */
export const MONTHS_OFFERED = 12;

const DAY_MS = 86_400_000;

/** Seasonal factor in percent: summer and December cost more, January and February less. */
export function seasonalPercent(month: number): number {
  if (month >= 6 && month <= 8) return 120;
  if (month === 12) return 120;
  if (month === 1 || month === 2) return 90;
  return 100;
}

/** Base price times the month's factor, rounded to whole euros. */
export function seasonalPriceCents(basePriceCents: number, month: number): number {
  return Math.round((basePriceCents * seasonalPercent(month)) / 10_000) * 100;
}

/** A small, stable hash (FNV-1a): the same text gives the same number on every machine and run. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function parseDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function formatDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * DAY_MS);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Which months a trip is offered in: most from this month for a year; a few trips differ. */
function offeredMonths(slug: string, today: string): { year: number; month: number }[] {
  const [year, month] = today.split('-').map(Number);
  let firstOffset = 0;
  let count = MONTHS_OFFERED;
  if (slug.startsWith('canada')) {
    firstOffset = 2;
    count = 8;
  } else if (slug.startsWith('australia') && month >= 6 && month <= 9) {
    // The Australian winter: the season on offer starts half a year later.
    firstOffset = 6;
  }
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + firstOffset + i;
    return { year: year + Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

const isChina = (slug: string) => slug.startsWith('china') || slug.startsWith('cina');

interface DateSlot {
  startDate: string;
  endDate: string;
  priceCents: number;
  totalSpots: number;
}

/** How many days a departure of the trip lasts: China tours are always 8 days, whatever the trip says. */
export function departureDurationDays(trip: Pick<GeneratorTrip, 'slug' | 'durationDays'>): number {
  return isChina(trip.slug) ? 8 : trip.durationDays;
}

function dateSlots(trip: GeneratorTrip, today: string): DateSlot[] {
  const durationDays = departureDurationDays(trip);
  const slots: DateSlot[] = [];
  for (const { year, month } of offeredMonths(trip.slug, today)) {
    const length = daysInMonth(year, month);
    const days = new Set(DEPARTURE_DAYS.map((day) => Math.min(day, length)));
    for (const day of days) {
      const startDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      slots.push({
        startDate,
        endDate: addDays(startDate, durationDays - 1),
        priceCents: seasonalPriceCents(trip.priceCents, month),
        totalSpots: trip.maxGroupSize,
      });
    }
    if (isChina(trip.slug) && year === 2026 && month === 2) {
      // The Chinese New Year group the agency sold at a fixed price, for a smaller group.
      slots.push({ startDate: '2026-02-07', endDate: '2026-02-14', priceCents: 150_000, totalSpots: 5 });
    }
  }
  return slots.filter((slot) => slot.startDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Who is away on which days: every coordinator's departures, existing and planned. */
class CoordinatorCalendar {
  private readonly away = new Map<string, DepartureSpan[]>();

  constructor(taken: readonly StaffedSpan[]) {
    for (const departure of taken) for (const name of departure.coordinators) this.book(name, departure);
  }

  book(name: string, span: DepartureSpan): void {
    const key = coordinatorKey(name);
    this.away.set(key, [...(this.away.get(key) ?? []), span]);
  }

  isFree(name: string, span: DepartureSpan): boolean {
    return !(this.away.get(coordinatorKey(name)) ?? []).some((other) => spansOverlap(span, other));
  }
}

/**
 * The first coordinator free for the whole of `span`, or null. The search starts at a place
 * fixed by the trip and the date, so a date gets the same names whenever it is generated,
 * unless someone is already busy then.
 */
function firstFreeCoordinator(slug: string, span: DepartureSpan, calendar: CoordinatorCalendar): string | null {
  const start = (stableHash(slug) + parseDate(span.startDate) / DAY_MS) % COORDINATOR_NAMES.length;
  for (let i = 0; i < COORDINATOR_NAMES.length; i++) {
    const name = COORDINATOR_NAMES[(start + i) % COORDINATOR_NAMES.length];
    if (calendar.isFree(name, span)) return name;
  }
  return null;
}

/**
 * Gives the departures, in their order, coordinators free for the whole trip, never one who
 * leads another departure sharing a day, of any trip. Every departure gets its first
 * coordinator before any gets its second: when there are not enough people, more groups are
 * led by one rather than fewer by two, and a departure nobody is free for keeps an empty list
 * for the staff to fill, never a double booking.
 */
function assignCoordinators(departures: readonly PlannedDeparture[], calendar: CoordinatorCalendar): void {
  for (let round = 0; round < COORDINATORS_PER_DEPARTURE; round++) {
    for (const departure of departures) {
      const name = firstFreeCoordinator(departure.tripSlug, departure, calendar);
      if (name === null) continue;
      departure.coordinators.push(name);
      calendar.book(name, departure);
    }
  }
}

/**
 * The departures the trips should have from `today` (a Rome calendar date, 'yyyy-MM-dd') that
 * they do not have yet: days 3, 6, 10, 15, 19, 24 and 28 of twelve months from the current
 * one, at the seasonal price, with the trip's group size as seats, all of them free. A trip's
 * dates in `existing` are left out; the coordinators of every departure in `existing`, of any
 * trip, are kept off the new dates they overlap. By start date; trips leaving on the same day
 * take turns, by a hash of the trip and the date, at who is served first. The same input
 * always gives the same output.
 */
export function planDepartures(
  trips: readonly GeneratorTrip[],
  today: string,
  existing: readonly ExistingDeparture[] = [],
): PlannedDeparture[] {
  const planned: PlannedDeparture[] = trips.flatMap((trip) => {
    const takenDates = new Set(existing.filter((d) => d.tripSlug === trip.slug).map((d) => d.startDate));
    return dateSlots(trip, today)
      .filter((slot) => !takenDates.has(slot.startDate))
      .map((slot) => ({ ...slot, tripSlug: trip.slug, spotsAvailable: slot.totalSpots, coordinators: [] }));
  });
  const turn = (d: PlannedDeparture) => stableHash(`${d.tripSlug}:${d.startDate}`);
  planned.sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || turn(a) - turn(b) || a.tripSlug.localeCompare(b.tripSlug),
  );
  assignCoordinators(planned, new CoordinatorCalendar(existing));
  return planned;
}

/** planDepartures for one trip, without the trip on each departure. */
export function generateDepartures(
  trip: GeneratorTrip,
  today: string,
  existing: readonly ExistingDeparture[] = [],
): GeneratedDeparture[] {
  return planDepartures([trip], today, existing).map(({ tripSlug: _trip, ...departure }) => departure);
}

/**
 * One departure of the trip on a date of the admin's choosing, as the generator would have
 * made it: the trip's days, the seasonal price, the group size as seats, up to two
 * coordinators free for the whole trip among those of `existing` (any trip).
 */
export function departureOn(
  trip: GeneratorTrip,
  startDate: string,
  existing: readonly StaffedSpan[] = [],
): GeneratedDeparture {
  const departure: PlannedDeparture = {
    tripSlug: trip.slug,
    startDate,
    endDate: addDays(startDate, departureDurationDays(trip) - 1),
    priceCents: seasonalPriceCents(trip.priceCents, Number(startDate.slice(5, 7))),
    totalSpots: trip.maxGroupSize,
    spotsAvailable: trip.maxGroupSize,
    coordinators: [],
  };
  assignCoordinators([departure], new CoordinatorCalendar(existing));
  const { tripSlug: _trip, ...generated } = departure;
  return generated;
}

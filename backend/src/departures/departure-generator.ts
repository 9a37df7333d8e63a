import { COORDINATOR_NAMES } from './coordinators.js';

/** What the generator needs to know of a trip. */
export interface GeneratorTrip {
  slug: string;
  durationDays: number;
  /** Base price per person, euro cents. */
  priceCents: number;
  maxGroupSize: number;
}

/** A departure already in the database: its date is taken and its coordinators are busy. */
export interface ExistingDeparture {
  startDate: string;
  endDate: string;
  coordinators: readonly string[];
}

export interface GeneratedDeparture {
  startDate: string;
  endDate: string;
  priceCents: number;
  totalSpots: number;
  spotsAvailable: number;
  coordinators: [string, string];
}

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

const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * Two coordinators free for the whole of `slot`: nobody may lead two groups of the same trip
 * at once. The search starts at a place fixed by the trip and the date, so a date gets the
 * same pair whenever it is generated, unless someone is already busy then.
 */
function pickCoordinators(slug: string, slot: DateSlot, taken: readonly ExistingDeparture[]): [string, string] {
  const busy = new Set(taken.filter((other) => overlaps(slot, other)).flatMap((other) => other.coordinators));
  const start = (stableHash(slug) + parseDate(slot.startDate) / DAY_MS) % COORDINATOR_NAMES.length;
  const free: string[] = [];
  for (let i = 0; i < COORDINATOR_NAMES.length && free.length < 2; i++) {
    const name = COORDINATOR_NAMES[(start + i) % COORDINATOR_NAMES.length];
    if (!busy.has(name)) free.push(name);
  }
  if (free.length < 2) {
    throw new RangeError(
      `${slug}: no two coordinators are free from ${slot.startDate} to ${slot.endDate}; the trip's departures overlap too much`,
    );
  }
  return [free[0], free[1]];
}

/**
 * The departures a trip should have from `today` (a Rome calendar date, 'yyyy-MM-dd') that it
 * does not have yet: days 3, 6, 10, 15, 19, 24 and 28 of twelve months from the current one,
 * at the seasonal price, with the trip's group size as seats, all of them free. Dates in
 * `existing` are left out and their coordinators are kept off overlapping new dates. The same
 * input always gives the same output.
 */
export function generateDepartures(
  trip: GeneratorTrip,
  today: string,
  existing: readonly ExistingDeparture[] = [],
): GeneratedDeparture[] {
  const takenDates = new Set(existing.map((departure) => departure.startDate));
  const taken: ExistingDeparture[] = [...existing];
  const generated: GeneratedDeparture[] = [];
  for (const slot of dateSlots(trip, today)) {
    if (takenDates.has(slot.startDate)) continue;
    const coordinators = pickCoordinators(trip.slug, slot, taken);
    taken.push({ ...slot, coordinators });
    generated.push({ ...slot, spotsAvailable: slot.totalSpots, coordinators });
  }
  return generated;
}

/**
 * One departure of the trip on a date of the admin's choosing, as the generator would have
 * made it: the trip's days, the seasonal price, the group size as seats, two coordinators
 * free for the whole trip. Throws a RangeError when no two coordinators are free.
 */
export function departureOn(
  trip: GeneratorTrip,
  startDate: string,
  existing: readonly ExistingDeparture[] = [],
): GeneratedDeparture {
  const slot: DateSlot = {
    startDate,
    endDate: addDays(startDate, departureDurationDays(trip) - 1),
    priceCents: seasonalPriceCents(trip.priceCents, Number(startDate.slice(5, 7))),
    totalSpots: trip.maxGroupSize,
  };
  return { ...slot, spotsAvailable: slot.totalSpots, coordinators: pickCoordinators(trip.slug, slot, existing) };
}

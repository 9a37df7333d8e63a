import { format, parseISO, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { it } from 'date-fns/locale/it';
import type { Availability, DepartureDto } from '../../api';
import type { Language } from '../../i18n/i18n';

export type DayAvailability = Availability;

const DATE_FNS_LOCALES: Record<Language, Locale> = { it, en: enGB };

export function dateLocale(language: Language): Locale {
  return DATE_FNS_LOCALES[language];
}

/**
 * As the server states it, with its own threshold of few seats (the booking policy's
 * fewSeatsThreshold); a departure listed with no seats left is never offered, whatever it says.
 */
export function availabilityOf(departure: DepartureDto): DayAvailability {
  return departure.spotsAvailable <= 0 ? 'soldout' : departure.availability;
}

export function isBookable(departure: DepartureDto): boolean {
  return availabilityOf(departure) !== 'soldout';
}

/**
 * How many travellers the visitor may choose for this departure: the seats left, within the
 * group limit of the booking policy the server states (`maxTravellers`).
 */
export function maxTravellersFor(departure: DepartureDto, maxTravellers: number): number {
  return Math.max(1, Math.min(maxTravellers, departure.spotsAvailable));
}

/** A calendar date 'yyyy-MM-dd' as a local date (the calendar works in the visitor's days). */
export function toLocalDate(isoDate: string): Date {
  return parseISO(isoDate);
}

/** '10/05/2027' */
export function formatShortDate(isoDate: string): string {
  return format(toLocalDate(isoDate), 'dd/MM/yyyy');
}

/** '10/05/2027 - 16/05/2027', as the contact page and the booking record take it. */
export function formatDateRange(departure: Pick<DepartureDto, 'startDate' | 'endDate'>): string {
  return `${formatShortDate(departure.startDate)} - ${formatShortDate(departure.endDate)}`;
}

/** 'maggio 2027' / 'May 2027' */
export function formatMonthYear(date: Date, language: Language): string {
  return format(date, 'LLLL yyyy', { locale: dateLocale(language) });
}

/** 'mag' / 'May' */
export function formatShortMonth(isoDate: string, language: Language): string {
  return format(toLocalDate(isoDate), 'LLL', { locale: dateLocale(language) });
}

export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export interface MonthOfDepartures {
  /** 'yyyy-MM' */
  key: string;
  /** The first day of the month, local. */
  month: Date;
  departures: DepartureDto[];
}

/** Departures by start month, both in date order. */
export function groupByMonth(departures: readonly DepartureDto[]): MonthOfDepartures[] {
  const sorted = [...departures].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const groups = new Map<string, MonthOfDepartures>();
  for (const departure of sorted) {
    const key = departure.startDate.slice(0, 7);
    let group = groups.get(key);
    if (!group) {
      group = { key, month: toLocalDate(`${key}-01`), departures: [] };
      groups.set(key, group);
    }
    group.departures.push(departure);
  }
  return [...groups.values()];
}

/** The departure the calendar offers on a day: a bookable one first, should two start together. */
export function departuresByDay(departures: readonly DepartureDto[]): Map<string, DepartureDto> {
  const byDay = new Map<string, DepartureDto>();
  for (const departure of departures) {
    const current = byDay.get(departure.startDate);
    if (!current || (!isBookable(current) && isBookable(departure))) byDay.set(departure.startDate, departure);
  }
  return byDay;
}

/** The group size the agency states: the departures' seats (DECISIONS 28). */
export function groupSizeOf(departures: readonly DepartureDto[]): number | null {
  if (departures.length === 0) return null;
  return Math.max(...departures.map((departure) => departure.totalSpots));
}

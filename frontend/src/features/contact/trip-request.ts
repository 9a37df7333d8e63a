import type { TFunction } from '../../i18n/translator';
import type { ContactNamespace } from './i18n';
import { formatLongDate } from '../../components/ui/format';
import type { Language } from '../../i18n/i18n';
import { MESSAGE_PARAM, TRIP_REQUEST_PARAMS } from './trip-request-params';

/** The trip a visitor asks about, as a trip page passes it in the contact link's query. */
export interface TripRequest {
  /** The trip's slug; what the agency stores with the request. */
  destination?: string;
  date?: string;
  airport?: string;
}

function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function readTripRequest(params: URLSearchParams): TripRequest {
  return {
    destination: textParam(params, TRIP_REQUEST_PARAMS.destination),
    date: textParam(params, TRIP_REQUEST_PARAMS.date),
    airport: textParam(params, TRIP_REQUEST_PARAMS.airport),
  };
}

export function readMessageParam(params: URLSearchParams): string | undefined {
  return textParam(params, MESSAGE_PARAM);
}

/**
 * The request as the visitor reads it: the trip by its title. A destination the catalogue
 * does not know (an older link that named the trip in words) is shown as it came.
 */
export function withTripTitle(
  trip: TripRequest,
  catalogue: readonly { slug: string; title: string }[] = [],
): TripRequest {
  const known = trip.destination && catalogue.find(({ slug }) => slug === trip.destination);
  return known ? { ...trip, destination: known.title } : trip;
}

export function hasTripDetails(trip: TripRequest): boolean {
  return Boolean(trip.destination || trip.date || trip.airport);
}

/**
 * 'Salve, vorrei informazioni sul viaggio a {destination} per le date {date} con partenza da
 * {airport}. Grazie.', leaving out the parts the visitor has not chosen.
 */
export function buildTripMessage(trip: TripRequest, t: TFunction<ContactNamespace>): string {
  return [
    t('contact.prefill.opening'),
    trip.destination ? t('contact.prefill.destination', { destination: trip.destination }) : '',
    trip.date ? t('contact.prefill.date', { date: trip.date }) : '',
    trip.airport ? t('contact.prefill.airport', { airport: trip.airport }) : '',
    t('contact.prefill.closing'),
  ].join('');
}

const DAY_MONTH_YEAR = /\b(\d{2})\/(\d{2})\/(\d{4})\b/g;

/**
 * The dates as trip pages write them ('10/05/2027' or '10/05/2027 - 14/05/2027') turned into
 * words with the weekday, which older readers check more easily; anything else stays as it came.
 */
export function travelDatesInWords(text: string, language: Language): string {
  return text.replace(DAY_MONTH_YEAR, (whole, day: string, month: string, year: string) => {
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    const isRealDate = date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1;
    return isRealDate ? formatLongDate(`${year}-${month}-${day}`, language) : whole;
  });
}

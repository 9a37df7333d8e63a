import type { AirportCode, DepartureDto } from '../../api';
import { trackEvent, trackLead } from '../../components/tracking/tracking';

/**
 * The flow's steps as the advertising measurement sees them (only with the visitor's consent,
 * which trackEvent checks). The trip and the departure, never anything about the person.
 */
export const FLOW_EVENTS = {
  dateSelected: 'booking_date_selected',
  airportChosen: 'booking_airport_chosen',
  whatsappOpened: 'booking_whatsapp_opened',
} as const;

function departureParams(tripSlug: string, departure: DepartureDto) {
  return {
    trip: tripSlug,
    departure_date: departure.startDate,
    return_date: departure.endDate,
    value: departure.priceCents / 100,
    currency: 'EUR',
  };
}

export function trackDateSelected(tripSlug: string, departure: DepartureDto): void {
  trackEvent(FLOW_EVENTS.dateSelected, departureParams(tripSlug, departure));
}

export function trackAirportChosen(
  tripSlug: string,
  departure: DepartureDto,
  airport: AirportCode,
  travellers: number,
): void {
  trackEvent(FLOW_EVENTS.airportChosen, { ...departureParams(tripSlug, departure), airport, travellers });
}

export function trackWhatsappOpened(
  tripSlug: string,
  departure: DepartureDto,
  airport: AirportCode,
  travellers: number,
  popupBlocked: boolean,
): void {
  trackEvent(FLOW_EVENTS.whatsappOpened, {
    ...departureParams(tripSlug, departure),
    airport,
    travellers,
    popup_blocked: popupBlocked,
  });
}

/**
 * 'Prenota online' pressed: the agency's lead, counted at the press on the trip's page. The
 * booking pages that follow carry a token in their address and send nothing at all.
 */
export function trackOnlineBookingLead(
  tripSlug: string,
  departure: DepartureDto,
  airport: AirportCode,
  travellers: number,
): void {
  trackLead({ ...departureParams(tripSlug, departure), airport, travellers });
}

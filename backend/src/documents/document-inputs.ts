import type { CancellationRow } from '../bookings/booking-policy.js';
import type { LegalDetails } from '../site/site-settings.js';

/**
 * What the two legal documents of a booking are written from: plain values, no database
 * entities, so that the same input always gives the same document (and the same version)
 * and the documents can be built wherever the facts are at hand.
 */

export type DocumentLanguage = 'it' | 'en';

/** The agency as the law wants it named to the traveller (Codice del Turismo art. 34, 36). */
export interface Organiser extends LegalDetails {
  legalName: string;
  brand: string;
  vatNumber: string;
  /** One line: 'Via Fillungo 12, 55100 Lucca (LU)'. */
  address: string;
  phone: string;
  email: string;
  website: string;
}

/** A trip's content in the document's language. */
export interface TripFacts {
  title: string;
  /** Country or region, e.g. 'Giappone' or 'Kenya e Tanzania'. */
  destination: string;
  days: number;
  nights: number;
  itinerary: { day: number; title: string; summary: string }[];
  /** The flights as the trip page states them. */
  transport: string;
  hotels: { name: string; stars: number; description: string }[];
  /** E.g. '8 colazioni', '5 cene in hotel'. */
  meals: string[];
  included: string[];
  excluded: string[];
  /** Passport, visa and health notes, with their lead times. */
  documents: string[];
  groupMax: number;
  minGroup: number;
  /** The language of the tour leader and the guides. */
  language: string;
  /** Whether and how the trip suits travellers with reduced mobility. */
  reducedMobility: string;
}

export interface DepartureFacts {
  /** 'yyyy-MM-dd'. */
  startDate: string;
  /** 'yyyy-MM-dd'. */
  endDate: string;
  airportName: string;
  adultPriceCents: number;
  /** The price of a child under the policy's age limit; null when children pay the full price. */
  childPriceCents: number | null;
  /** The supplement per single room; null when the trip offers none (or, once booked, none was asked). */
  singleSupplementCents: number | null;
  /** The single rooms asked for. */
  singleRooms: number;
}

/** The agency's account the travellers pay into. */
export interface BankAccount {
  beneficiary: string;
  iban: string;
  bankName: string;
}

/** The amounts of one booking and when each is due. */
export interface PriceSchedule {
  totalCents: number;
  /** Null when the whole price is asked at once. */
  depositCents: number | null;
  /**
   * When the first payment (the deposit, or the whole price) is due: an instant or a
   * 'yyyy-MM-dd' date once booked; before the booking, so many hours after it.
   */
  depositDueBy: string | { hoursAfterBooking: number };
  /** What is left after the deposit; 0 when the whole price is asked at once. */
  balanceCents: number;
  /** 'yyyy-MM-dd'; null when there is no balance. */
  balanceDueDate: string | null;
  /** Null when the account is given only after booking. */
  bankAccount: BankAccount | null;
}

/** Everything the information form of one departure is written from. */
export interface InformationInput {
  organiser: Organiser;
  trip: TripFacts;
  departure: DepartureFacts;
  price: PriceSchedule;
  /** The booking policy's cancellation table for this trip, first row farthest from departure. */
  cancellationRows: readonly CancellationRow[];
  /** Which insurance the price includes and which the traveller may add, in the document's language. */
  insurance: string;
}

export interface TravellerFacts {
  name: string;
  /** 'yyyy-MM-dd'. */
  birthDate: string | null;
  child: boolean;
}

export interface PaymentFacts {
  /** An instant or a 'yyyy-MM-dd' date. */
  date: string;
  amountCents: number;
  /** E.g. 'Bonifico bancario'. */
  method: string;
}

/** What one booking adds to the information: the confirmation's own facts. */
export interface BookingFacts {
  /** The reference the traveller quotes, e.g. 'Ricevuta 4821'. */
  reference: string;
  /** An instant. */
  bookedAt: string;
  travellers: TravellerFacts[];
  contactEmail: string;
  contactPhone: string;
  /** The special requests the agency accepted. */
  specialRequests: string[];
  payments: PaymentFacts[];
  paidCents: number;
  dueCents: number;
  /** 'yyyy-MM-dd'; null when nothing is due. */
  dueDate: string | null;
  /** The tour leader's name and mobile, once known; until then the documents say when it is sent. */
  localContact?: string | null;
  /** Which version of the information form the traveller saw before booking, and when (art. 37). */
  informationShown?: { version: string; shownAt: string } | null;
}

export interface ConfirmationInput extends InformationInput {
  booking: BookingFacts;
}

import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LinkOffer } from '../booking-links/booking-links.repository.js';
import { balanceDueDate, BOOKING_POLICY, childPriceCents, type PriceSummary } from '../bookings/booking-policy.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { TripDetailDto } from '../catalogue/dto/trip-detail.dto.js';
import { AIRPORTS, type AirportCode } from '../common/airports.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type DepartureFacts, DeparturesRepository } from '../departures/departures.repository.js';
import { formatIban } from '../ibans/iban.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import type { SiteSettings } from '../site/site-settings.js';
import { SiteService } from '../site/site.service.js';
import type { DocumentLanguage, InformationInput, Organiser, TripFacts } from './document-inputs.js';
import type { InformationDocument } from './document-model.js';
import { buildInformation, informationVersion } from './information.js';

/** What the information is written for: a departure, its prices and the amounts of one booking. */
export interface InformationRequest {
  departureId: string;
  /** The account the customer pays into: the link's, else the system IBAN. */
  ibanId: string;
  adultPriceCents: number;
  /** Null when children pay the adult price. */
  childPriceCents: number | null;
  /** Per single room; null when the trip offers none. */
  singleSupplementCents: number | null;
  singleRooms: number;
  totalCents: number;
  /** Null when the whole price is asked at once. */
  depositCents: number | null;
  airport: AirportCode | null;
  language: DocumentLanguage;
}

/** The request of a booking form: a link's offer priced for its travellers. */
export function informationRequestOf(
  offer: Pick<
    LinkOffer,
    'departureId' | 'priceCents' | 'childDiscountEnabled' | 'childDiscountPercentage' | 'singleSupplementCents'
  >,
  summary: PriceSummary,
  ibanId: string,
  airport: AirportCode | null,
  language: DocumentLanguage,
): InformationRequest {
  return {
    departureId: offer.departureId,
    ibanId,
    adultPriceCents: offer.priceCents,
    childPriceCents: offer.childDiscountEnabled
      ? childPriceCents(offer.priceCents, offer.childDiscountPercentage)
      : null,
    singleSupplementCents: offer.singleSupplementCents,
    singleRooms: summary.singleRooms,
    totalCents: summary.totalPriceCents,
    depositCents: summary.paymentType === 'deposit' ? summary.depositAmountCents : null,
    airport,
    language,
  };
}

export interface VersionedInformation {
  input: InformationInput;
  document: InformationDocument;
  version: string;
}

/** 'Heading|Text' items of a trip's sections, as one line each. */
function itemText(item: string): string {
  const [heading, text] = item.split('|');
  return text ? `${heading}: ${text}` : heading;
}

function sectionItems(trip: TripDetailDto, id: string): string[] {
  return (trip.infoSections.find((section) => section.id === id)?.items ?? []).map(itemText);
}

function factValue(trip: TripDetailDto, labels: string[]): string | null {
  return trip.facts.find((fact) => labels.includes(fact.label))?.value ?? null;
}

export function organiserOf(settings: SiteSettings, website: string): Organiser {
  const { street, postalCode, city, province } = settings.address;
  return {
    legalName: settings.legalName,
    brand: settings.brand,
    vatNumber: settings.vatNumber,
    address: `${street}, ${postalCode} ${city} (${province})`,
    phone: settings.phone,
    email: settings.email,
    website,
    ...settings.legal,
  };
}

/** `departure`: its length and the trip's minimum group, as the departures state them. */
export function tripFactsOf(
  trip: TripDetailDto,
  { durationDays, minGroupSize }: Pick<DepartureFacts, 'durationDays' | 'minGroupSize'>,
  language: DocumentLanguage,
): TripFacts {
  const pace = factValue(trip, ['Ritmo', 'Pace']);
  const meals = factValue(trip, ['Pasti', 'Meals']);
  return {
    title: trip.title,
    destination: trip.country,
    days: durationDays,
    nights: durationDays - 1,
    itinerary: trip.itinerary.map((day) => ({
      day: day.day,
      title: day.title,
      summary: [day.subtitle, day.morning.title, day.afternoon.title].filter(Boolean).join(' · '),
    })),
    transport: trip.flights,
    hotels: trip.hotels,
    meals: meals ? [meals] : [],
    included: sectionItems(trip, 'included'),
    excluded: sectionItems(trip, 'excluded'),
    documents: sectionItems(trip, 'documents'),
    groupMax: trip.maxGroupSize,
    minGroup: minGroupSize,
    language:
      language === 'it'
        ? 'italiano: accompagnatore dall’Italia per tutto il viaggio; guide locali in italiano dove disponibili'
        : 'Italian: a tour leader from Italy for the whole trip; local guides in Italian where available',
    reducedMobility:
      pace ??
      (language === 'it'
        ? 'Il viaggio prevede spostamenti a piedi e sui mezzi del gruppo.'
        : 'The trip involves walking and travelling on the group’s transport.'),
  };
}

/** What the trip includes of insurance, in its own words, and what may be added. */
function insuranceText(trip: TripDetailDto, language: DocumentLanguage): string {
  const included = sectionItems(trip, 'included').filter((item) => /assicura|insurance/i.test(item));
  const base =
    included.length > 0
      ? language === 'it'
        ? `Compresa nel prezzo: ${included.join('; ')}.`
        : `Included in the price: ${included.join('; ')}.`
      : language === 'it'
        ? 'Il prezzo non comprende assicurazioni.'
        : 'The price includes no insurance.';
  return language === 'it'
    ? `${base} Un’assicurazione contro l’annullamento del viaggio è facoltativa: chiedicela prima di prenotare.`
    : `${base} Cancellation insurance is optional: ask us for it before booking.`;
}

/**
 * The pre-contract information of a trip and departure for the travellers of a booking form
 * (art. 34): the same text on the screen before the booking button, in the booking's records,
 * and in its PDF. Its version is the hash of that text, so a booking proves which one it saw.
 */
@Injectable()
export class PreContractInformation {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly departures: DeparturesRepository,
    private readonly catalogue: CatalogueService,
    private readonly site: SiteService,
    private readonly ibans: IbansRepository,
  ) {}

  async build(request: InformationRequest, manager?: EntityManager): Promise<VersionedInformation> {
    const input = await this.inputFor(request, manager);
    const document = buildInformation(input, request.language);
    return { input, document, version: informationVersion(document) };
  }

  /** The facts the documents are written from, read from their owners. */
  async inputFor(request: InformationRequest, manager?: EntityManager): Promise<InformationInput> {
    const { language } = request;
    const departure = await this.departures.findOneFacts(request.departureId, manager);
    if (!departure) throw new Error(`Departure ${request.departureId} is gone`);
    const [trip, settings, beneficiary] = await Promise.all([
      this.catalogue.tripForDocuments(departure.tripSlug, language),
      this.site.settings(),
      this.ibans.findBeneficiary(request.ibanId, manager),
    ]);
    if (!trip || !beneficiary) throw new Error(`Departure ${request.departureId} lost its trip, or an IBAN is gone`);
    const deposit = request.depositCents !== null;
    return {
      organiser: organiserOf(settings, this.config.publicBaseUrl),
      trip: tripFactsOf(trip.detail, departure, language),
      departure: {
        startDate: departure.startDate,
        endDate: departure.endDate,
        airportName: request.airport
          ? AIRPORTS[request.airport]
          : Object.values(AIRPORTS).join(language === 'it' ? ' o ' : ' or '),
        adultPriceCents: request.adultPriceCents,
        childPriceCents: request.childPriceCents,
        singleSupplementCents: request.singleSupplementCents,
        singleRooms: request.singleRooms,
      },
      price: {
        totalCents: request.totalCents,
        depositCents: request.depositCents,
        depositDueBy: { hoursAfterBooking: BOOKING_POLICY.paymentWindowHours },
        balanceCents: deposit ? request.totalCents - (request.depositCents ?? 0) : 0,
        balanceDueDate: deposit ? balanceDueDate(departure.startDate) : null,
        bankAccount: {
          beneficiary: beneficiary.accountHolder,
          iban: formatIban(beneficiary.iban),
          bankName: beneficiary.bankName,
        },
      },
      cancellationRows: BOOKING_POLICY.cancellationTables[trip.cancellationTable],
      insurance: insuranceText(trip.detail, language),
    };
  }
}

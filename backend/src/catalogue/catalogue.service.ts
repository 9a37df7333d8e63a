import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { type CachedJson, toCachedJson } from '../common/cached-json.js';
import type { TripDetailDto } from './dto/trip-detail.dto.js';
import type { TripSummaryDto } from './dto/trip-summary.dto.js';
import { type Language, LANGUAGES, localise } from './trip-content.js';
import { CatalogueRepository } from './catalogue.repository.js';
import type { Trip } from './trip.entity.js';
import type { CancellationTable } from '../bookings/booking-policy.js';

interface Snapshot {
  loadedAt: number;
  list: Map<Language, CachedJson>;
  /** slug -> language -> detail */
  details: Map<string, Map<Language, CachedJson>>;
  /** slug or alias -> canonical slug */
  paths: Map<string, string>;
  trips: TripSummaryDto[];
}

/**
 * The catalogue is small (tens of trips) and read on every page, so it is kept in memory as
 * ready-made JSON and reloaded at most once a minute; `invalidate()` forces a reload after an
 * edit on this replica, the minute bounds how long other replicas may lag.
 */
const SNAPSHOT_TTL_MS = 60_000;

export function toTripSummary(trip: Trip, language: Language): TripSummaryDto {
  const content = localise(trip.contentIt, trip.contentEn, language);
  return {
    slug: trip.slug,
    title: content.title,
    subtitle: content.subtitle,
    country: trip.country,
    durationDays: trip.durationDays,
    durationNights: trip.durationDays - 1,
    priceCents: trip.priceCents,
    singleSupplementCents: trip.singleSupplementCents,
    highlights: content.highlights,
    category: trip.category,
    heroTheme: trip.heroTheme,
    imageUrl: `/images/trips/${trip.imageFile}`,
    imageAlt: content.imageAlt,
  };
}

export function toTripDetail(trip: Trip, language: Language): TripDetailDto {
  const content = localise(trip.contentIt, trip.contentEn, language);
  return {
    ...toTripSummary(trip, language),
    description: content.description,
    facts: content.facts,
    flights: content.flights,
    itinerary: content.itinerary,
    infoSections: content.infoSections,
    faqs: content.faqs,
    hotels: content.hotels,
    depositPolicy: { kind: trip.depositKind, value: trip.depositValue },
    maxGroupSize: trip.maxGroupSize,
  };
}

/** Lower case without accents: 'Città' and 'citta' are the same search. */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

@Injectable()
export class CatalogueService {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(private readonly catalogue: CatalogueRepository) {}

  invalidate(): void {
    this.snapshot = null;
  }

  async listTripsJson(language: Language): Promise<CachedJson> {
    return (await this.current()).list.get(language)!;
  }

  async getTripJson(slugOrAlias: string, language: Language): Promise<CachedJson> {
    const snapshot = await this.current();
    const slug = snapshot.paths.get(slugOrAlias.toLowerCase());
    if (!slug) throw new AppError('TRIP_NOT_FOUND');
    return snapshot.details.get(slug)!.get(language)!;
  }

  /** Canonical slug for a slug or alias, or null. */
  /** One trip as its page shows it, for messages and documents; null for an unknown slug. */
  async tripDetail(slug: string, language: Language): Promise<TripDetailDto | null> {
    return (await this.tripForDocuments(slug, language))?.detail ?? null;
  }

  /** A trip's page, with the terms its documents state that the page does not show as such. */
  async tripForDocuments(
    slug: string,
    language: Language,
  ): Promise<{ detail: TripDetailDto; cancellationTable: CancellationTable } | null> {
    const trip = await this.catalogue.findTrip(slug);
    return trip ? { detail: toTripDetail(trip, language), cancellationTable: trip.cancellationTable } : null;
  }

  async resolveSlug(slugOrAlias: string): Promise<string | null> {
    return (await this.current()).paths.get(slugOrAlias.toLowerCase()) ?? null;
  }

  /**
   * The ids of the trips whose slug is `text` or whose title (Italian or English) contains it,
   * ignoring case and accents: how staff look records up by trip.
   */
  async findTripIds(text: string): Promise<string[]> {
    const wanted = foldForSearch(text);
    const trips = await this.catalogue.listTrips();
    return trips
      .filter(
        (trip) =>
          trip.slug === text.trim().toLowerCase() ||
          [trip.contentIt.title, trip.contentEn?.title].some((title) => title && foldForSearch(title).includes(wanted)),
      )
      .map((trip) => trip.id);
  }

  /** Italian summaries in catalogue order (sitemap, search). */
  async summaries(): Promise<TripSummaryDto[]> {
    return (await this.current()).trips;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < SNAPSHOT_TTL_MS) return this.snapshot;
    // Concurrent requests share one reload instead of each querying the database.
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    this.snapshot = await this.loading;
    return this.snapshot;
  }

  private async load(): Promise<Snapshot> {
    const trips = await this.catalogue.listTrips();
    const aliases = await this.catalogue.listAliases();
    const slugById = new Map(trips.map((t) => [t.id, t.slug]));

    const paths = new Map<string, string>(trips.map((t) => [t.slug, t.slug]));
    for (const alias of aliases) {
      const slug = slugById.get(alias.tripId);
      if (slug && !paths.has(alias.alias)) paths.set(alias.alias, slug);
    }
    const list = new Map<Language, CachedJson>();
    const details = new Map<string, Map<Language, CachedJson>>();
    for (const language of LANGUAGES) list.set(language, toCachedJson(trips.map((t) => toTripSummary(t, language))));
    for (const trip of trips) {
      details.set(
        trip.slug,
        new Map(LANGUAGES.map((language) => [language, toCachedJson(toTripDetail(trip, language))])),
      );
    }
    return { loadedAt: Date.now(), list, details, paths, trips: trips.map((t) => toTripSummary(t, 'it')) };
  }
}

import type { DataSource, EntityManager } from 'typeorm';
import { BOOKING_POLICY } from '../../bookings/booking-policy.js';
import type { TripContent, TripTranslation } from '../../catalogue/trip-content.js';
import { TripAlias } from '../../catalogue/trip-alias.entity.js';
import { Trip } from '../../catalogue/trip.entity.js';
import { SiteSettingsRow } from '../../site/site-settings.entity.js';
import { seedDemoIban } from './demo-iban.seed.js';
import { seedDepartures } from './departures.seed.js';
import { SITE_SETTINGS_SEED } from './site-settings.seed.js';
import { DEPARTURES_FACT, standardFaqs } from './trips/standard-content.js';
import type { TripSeed } from './trips/trip-seed.js';
import { TRIP_SEEDS } from './trips/index.js';

export function tripContentFromSeed(seed: TripSeed): TripContent {
  return {
    title: seed.title,
    subtitle: seed.subtitle,
    description: seed.description,
    highlights: seed.highlights,
    facts: [DEPARTURES_FACT, ...seed.facts],
    flights: seed.flights,
    itinerary: seed.itinerary,
    infoSections: seed.infoSections,
    faqs: [...standardFaqs(seed.depositPolicy, seed.cancellationTable), ...seed.faqs],
    hotels: seed.hotels,
    imageAlt: seed.image.alt,
  };
}

export function tripTranslationFromSeed(seed: TripSeed): TripTranslation | null {
  if (!seed.en) return null;
  const { description, ...rest } = seed.en;
  return {
    ...rest,
    ...(description !== undefined
      ? {
          description:
            typeof description === 'string' ? description.split(/\n\s*\n/).map((p) => p.trim()) : description,
        }
      : {}),
  };
}

async function seedTrips(manager: EntityManager): Promise<number> {
  const trips = manager.getRepository(Trip);
  if ((await trips.count()) > 0) return 0;
  for (const [index, seed] of TRIP_SEEDS.entries()) {
    const trip = await trips.save(
      trips.create({
        slug: seed.slug,
        category: seed.category,
        country: seed.country,
        durationDays: seed.durationDays,
        priceCents: seed.priceCents,
        singleSupplementCents: seed.singleSupplementCents,
        depositKind: seed.depositPolicy.kind,
        depositValue: seed.depositPolicy.value,
        maxGroupSize: seed.maxGroupSize,
        minGroupSize: seed.minGroupSize ?? BOOKING_POLICY.defaultMinimumGroupSize,
        cancellationTable: seed.cancellationTable,
        heroTheme: seed.heroTheme,
        imageFile: seed.image.file,
        sortOrder: index,
        contentIt: tripContentFromSeed(seed),
        contentEn: tripTranslationFromSeed(seed),
      }),
    );
    await manager.getRepository(TripAlias).insert(seed.aliases.map((alias) => ({ alias, tripId: trip.id })));
  }
  return TRIP_SEEDS.length;
}

export interface SeedOptions {
  /** Seeded departures show 4 to 6 seats left, as a catalogue already on sale would (not in production). */
  simulatedSales: boolean;
  /**
   * The demo account as the system IBAN when no IBAN is saved (DECISIONS 32): `npm start`
   * outside production; never in production, nor where tests expect no IBAN at first.
   */
  demoIban?: boolean;
}

/**
 * Fills an empty database with the catalogue the agency publishes. Tables that already hold
 * data are left alone, so restarts and later edits are never overwritten.
 */
export async function seedDatabase(
  dataSource: DataSource,
  options: SeedOptions = { simulatedSales: true },
): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    // Replicas starting together: one seeds, the others wait and find the data there.
    await manager.query('SELECT pg_advisory_xact_lock(4711)');
    const done: string[] = [];
    const trips = await seedTrips(manager);
    if (trips > 0) done.push(`${trips} trips`);
    const departures = await seedDepartures(manager, options);
    if (departures > 0) done.push(`${departures} departures`);
    const settings = manager.getRepository(SiteSettingsRow);
    if ((await settings.count()) === 0) {
      await settings.insert({ id: 1, settings: SITE_SETTINGS_SEED });
      done.push('site settings');
    }
    if (options.demoIban && (await seedDemoIban(manager))) done.push('a demo IBAN as the system IBAN');
    return done;
  });
}

import type { EntityManager } from 'typeorm';
import { stableHash } from '../../departures/departure-generator.js';
import type { SeedOptions } from './seed.js';
import { DeparturesRepository } from '../../departures/departures.repository.js';
import { type DepartureAdjustment, topUpTrips } from '../../departures/departures.service.js';

/**
 * A showcase catalogue looks like one already on sale: each seeded departure has 4 to 6
 * seats left, fixed by the trip and the date so that every seeded database is the same; the
 * seats sold count as paid, so some departures are guaranteed and others still short.
 */
export const simulateEarlierSales: DepartureAdjustment = (trip, departure) => ({
  ...departure,
  spotsAvailable: Math.min(departure.totalSpots, 4 + (stableHash(`${trip.slug}:${departure.startDate}`) % 3)),
});

/**
 * The coming year's departures of every trip, when there are none at all. Production starts
 * with every seat free: seats shown as nearly gone must really be.
 */
export async function seedDepartures(manager: EntityManager, { simulatedSales }: SeedOptions): Promise<number> {
  const departures = new DeparturesRepository(manager.connection);
  if (await departures.any(manager)) return 0;
  const trips = await departures.tripsForGeneration(manager);
  const added = await topUpTrips(departures, manager, trips, simulatedSales ? simulateEarlierSales : undefined);
  if (simulatedSales) await departures.countSeatsTakenAsConfirmed(manager);
  return added;
}

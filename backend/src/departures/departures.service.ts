import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { paymentTypesAt } from '../bookings/booking-policy.js';
import { AppError } from '../common/app-error.js';
import { availabilityOf } from './availability.js';
import { guaranteeOf } from './minimum-group.js';
import { type GeneratedDeparture, planDepartures } from './departure-generator.js';
import { DeparturesRepository, type TripDepartureRow, type TripForGeneration } from './departures.repository.js';
import type { DepartureDto } from './dto/departure.dto.js';

export type { TripForGeneration } from './departures.repository.js';

/** Adjusts generated departures before they are stored (the seed's simulated sales). */
export type DepartureAdjustment = (trip: TripForGeneration, departure: GeneratedDeparture) => GeneratedDeparture;

@Injectable()
export class DeparturesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departures: DeparturesRepository,
  ) {}

  /** Read from the database on every request: seats change with every booking, on any replica. */
  async listTripDepartures(slugOrAlias: string): Promise<DepartureDto[]> {
    const rows = await this.departures.listTripDepartures(slugOrAlias.toLowerCase());
    if (rows.length === 0) throw new AppError('TRIP_NOT_FOUND');
    const paymentTypeOf = paymentTypesAt(new Date());
    // Each field named rather than spread: on a year of dates (80 rows) spreading each row cost
    // about 0.35 ms of CPU a request with JSON.stringify, naming them about 0.12 ms (measured).
    return rows
      .filter((row): row is TripDepartureRow & { id: string } => row.id !== null)
      .map((row) => {
        const { guaranteed, travellersToGuarantee } = guaranteeOf(row);
        return {
          id: row.id,
          startDate: row.startDate,
          endDate: row.endDate,
          durationDays: row.durationDays,
          priceCents: row.priceCents,
          previousPriceCents: row.previousPriceCents,
          spotsAvailable: row.spotsAvailable,
          totalSpots: row.totalSpots,
          coordinators: row.coordinators,
          minGroupSize: row.minGroupSize,
          guaranteed,
          travellersToGuarantee,
          availability: availabilityOf(row.spotsAvailable),
          paymentType: paymentTypeOf(row.startDate),
          // Every departure listed is on sale: a full one takes names (DECISIONS 35).
          waitlist: row.spotsAvailable === 0,
        };
      });
  }

  /** Adds the trip's missing departures for the coming year; returns how many were added. */
  async generateDepartures(tripSlug: string): Promise<number> {
    return this.dataSource.transaction((manager) => generateTripDepartures(this.departures, manager, tripSlug));
  }

  /** Adds the missing departures of every trip; returns how many were added. */
  async topUpAllTrips(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await this.departures.lockGeneration(manager);
      return topUpTrips(this.departures, manager, await this.departures.tripsForGeneration(manager));
    });
  }

  /**
   * As topUpAllTrips, unless a generation is already running somewhere (another replica's
   * daily job): then it does nothing and answers null, since that run adds the same dates.
   */
  async topUpAllTripsUnlessRunning(): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.departures.tryLockGeneration(manager))) return null;
      return topUpTrips(this.departures, manager, await this.departures.tripsForGeneration(manager));
    });
  }
}

/** Adds one trip's missing departures inside the caller's transaction; returns how many were added. */
export async function generateTripDepartures(
  departures: DeparturesRepository,
  manager: EntityManager,
  tripSlug: string,
): Promise<number> {
  await departures.lockGeneration(manager);
  const trips = await departures.tripsForGeneration(manager, tripSlug);
  if (trips.length === 0) throw new AppError('TRIP_NOT_FOUND');
  return topUpTrips(departures, manager, trips);
}

/**
 * Inserts the departures the generator finds missing. Insert-only: an existing departure,
 * with its seats, price and bookings, is never changed, and a date taken meanwhile by
 * another replica is skipped by the unique (trip, start date) key. Coordinators are chosen
 * knowing every trip's departures, so nobody leads two groups on the same day; callers hold
 * the generation lock.
 */
export async function topUpTrips(
  departures: DeparturesRepository,
  manager: EntityManager,
  trips: TripForGeneration[],
  adjust: DepartureAdjustment = (_trip, departure) => departure,
): Promise<number> {
  const today = await departures.romeToday(manager);
  const planned = planDepartures(trips, today, await departures.occupiedFrom(manager, today));
  let added = 0;
  for (const trip of trips) {
    const missing = planned
      .filter((departure) => departure.tripSlug === trip.slug)
      .map(({ tripSlug: _trip, ...departure }) => adjust(trip, departure));
    added += (await departures.insertMissing(manager, trip.id, missing)).length;
  }
  return added;
}

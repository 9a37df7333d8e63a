import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { availabilityOf } from './availability.js';
import { type GeneratedDeparture, generateDepartures, romeCalendarDate } from './departure-generator.js';
import type { DepartureDto } from './dto/departure.dto.js';
import { TRIP_DEPARTURES_SQL } from './departures.sql.js';

/** Serialises generations across replicas; any constant works, the same for all of them. */
const GENERATION_LOCK_KEY = 0x64657061;

type DepartureRow = Omit<DepartureDto, 'availability' | 'id'> & { id: string | null };

export interface TripForGeneration {
  id: string;
  slug: string;
  durationDays: number;
  priceCents: number;
  maxGroupSize: number;
}

/** Adjusts generated departures before they are stored (the seed's simulated sales). */
export type DepartureAdjustment = (trip: TripForGeneration, departure: GeneratedDeparture) => GeneratedDeparture;

@Injectable()
export class DeparturesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Read from the database on every request: seats change with every booking, on any replica. */
  async listTripDepartures(slugOrAlias: string): Promise<DepartureDto[]> {
    const rows = (await this.dataSource.query(TRIP_DEPARTURES_SQL, [slugOrAlias.toLowerCase()])) as DepartureRow[];
    if (rows.length === 0) throw new AppError('TRIP_NOT_FOUND');
    return rows
      .filter((row): row is DepartureRow & { id: string } => row.id !== null)
      .map((row) => ({ ...row, availability: availabilityOf(row.spotsAvailable) }));
  }

  /** Adds the trip's missing departures for the coming year; returns how many were added. */
  async generateDepartures(tripSlug: string): Promise<number> {
    return this.dataSource.transaction((manager) => generateTripDepartures(manager, tripSlug));
  }

  /** Adds the missing departures of every trip; returns how many were added. */
  async topUpAllTrips(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await lockDepartureGeneration(manager);
      return topUpTrips(manager, await tripsForGeneration(manager));
    });
  }

  /**
   * As topUpAllTrips, unless a generation is already running somewhere (another replica's
   * daily job): then it does nothing and answers null, since that run adds the same dates.
   */
  async topUpAllTripsUnlessRunning(): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        GENERATION_LOCK_KEY,
      ])) as [{ locked: boolean }];
      if (!locked) return null;
      return topUpTrips(manager, await tripsForGeneration(manager));
    });
  }
}

/** Waits for any other generation or admin insert of departures to finish first, until the transaction ends. */
export async function lockDepartureGeneration(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [GENERATION_LOCK_KEY]);
}

/** Adds one trip's missing departures inside the caller's transaction; returns how many were added. */
export async function generateTripDepartures(manager: EntityManager, tripSlug: string): Promise<number> {
  await lockDepartureGeneration(manager);
  const trips = await tripsForGeneration(manager, tripSlug);
  if (trips.length === 0) throw new AppError('TRIP_NOT_FOUND');
  return topUpTrips(manager, trips);
}

export async function tripsForGeneration(manager: EntityManager, slug?: string): Promise<TripForGeneration[]> {
  return (await manager.query(
    `SELECT id, slug, duration_days AS "durationDays", price_cents AS "priceCents", max_group_size AS "maxGroupSize"
       FROM trips ${slug === undefined ? '' : 'WHERE slug = $1'}
      ORDER BY slug`,
    slug === undefined ? [] : [slug],
  )) as TripForGeneration[];
}

/**
 * Inserts the departures the generator finds missing. Insert-only: an existing departure,
 * with its seats, price and bookings, is never changed, and a date taken meanwhile by
 * another replica is skipped by the unique (trip, start date) key.
 */
export async function topUpTrips(
  manager: EntityManager,
  trips: TripForGeneration[],
  adjust: DepartureAdjustment = (_trip, departure) => departure,
): Promise<number> {
  const [{ now }] = (await manager.query('SELECT now() AS now')) as [{ now: Date }];
  const today = romeCalendarDate(now);
  let added = 0;
  for (const trip of trips) {
    // Future departures: their dates are taken and their coordinators busy while they travel.
    const existing = (await manager.query(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              coordinators
         FROM departures
        WHERE trip_id = $1 AND end_date >= $2::date`,
      [trip.id, today],
    )) as { startDate: string; endDate: string; coordinators: string[] }[];
    const departures = generateDepartures(trip, today, existing).map((departure) => adjust(trip, departure));
    if (departures.length === 0) continue;
    const inserted = (await manager.query(
      `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
       SELECT $1, d.start_date, d.end_date, d.price_cents, d.total_spots, d.spots_available,
              ARRAY[d.first_coordinator, d.second_coordinator]
         FROM unnest($2::date[], $3::date[], $4::int[], $5::int[], $6::int[], $7::varchar[], $8::varchar[])
              AS d(start_date, end_date, price_cents, total_spots, spots_available, first_coordinator, second_coordinator)
       ON CONFLICT (trip_id, start_date) DO NOTHING
       RETURNING id`,
      [
        trip.id,
        departures.map((d) => d.startDate),
        departures.map((d) => d.endDate),
        departures.map((d) => d.priceCents),
        departures.map((d) => d.totalSpots),
        departures.map((d) => d.spotsAvailable),
        departures.map((d) => d.coordinators[0]),
        departures.map((d) => d.coordinators[1]),
      ],
    )) as unknown[];
    added += inserted.length;
  }
  return added;
}

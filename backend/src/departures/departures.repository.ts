import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AirportCode } from '../common/airports.js';
import { AppError } from '../common/app-error.js';
import { seatShortage } from './availability.js';
import type { GeneratedDeparture } from './departure-generator.js';
import type { DepartureStatus } from './departure.entity.js';
import type { MinimumGroupFacts, MinimumGroupStatus } from './minimum-group.js';
import { BOOKABLE_DEPARTURE, ROME_TODAY, TRIP_DEPARTURES_SQL } from './departures.sql.js';
import type { DepartureDto } from './dto/departure.dto.js';
import type { AdminDepartureDto } from './dto/admin-departure.dto.js';

/** Serialises generations across replicas; any constant works, the same for all of them. */
const GENERATION_LOCK_KEY = 0x64657061;

/** A trip's departure row as the public list reads it: null columns for a trip without dates. */
export type TripDepartureRow = Omit<
  DepartureDto,
  'availability' | 'paymentType' | 'id' | 'guaranteed' | 'travellersToGuarantee'
> &
  MinimumGroupFacts & { id: string | null };

/** A departure on sale, as the checkout and the link generator check it. */
export interface BookableDeparture {
  id: string;
  tripId: string;
  spotsAvailable: number;
  startDate: string;
}

/** A departure as other modules show or copy it: its dates, seats, price, staff and trip. */
export interface DepartureFacts {
  id: string;
  tripId: string;
  tripSlug: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  /** Calendar days from the first to the last, both included. */
  durationDays: number;
  spotsAvailable: number;
  priceCents: number;
  coordinators: string[];
  /** When the group meets at each airport ('HH:MM', Rome time); an airport without a time is left out. */
  meetingTimes: Partial<Record<AirportCode, string>>;
  depositKind: 'percent' | 'fixedPerPerson';
  depositValue: number;
  /** The trip's supplement per single room; null: the trip offers none. */
  singleSupplementCents: number | null;
  minGroupSize: number;
  confirmedTravellers: number;
  minimumGroupStatus: MinimumGroupStatus | null;
}

/** What the generator needs of a trip. */
export interface TripForGeneration {
  id: string;
  slug: string;
  durationDays: number;
  priceCents: number;
  maxGroupSize: number;
}

/** A departure's first and last day. */
export interface DepartureDates {
  id: string;
  startDate: string;
  endDate: string;
}

/** A departure that occupies its trip's date and its coordinators' days. */
export interface OccupiedDates {
  id: string;
  tripSlug: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  coordinators: string[];
}

/** What a staff change compares against, read under the row's lock. */
export interface DepartureForChange {
  minimumGroupStatus: MinimumGroupStatus | null;
  startDate: string;
  endDate: string;
  priceCents: number;
  totalSpots: number;
  status: DepartureStatus;
  meetingTimes: Partial<Record<AirportCode, string>>;
  coordinators: string[];
}

export interface DepartureChange {
  totalSpots: number | null;
  priceCents: number | null;
  status: DepartureStatus | null;
  meetingTimes: Partial<Record<AirportCode, string>> | null;
  coordinators: string[] | null;
}

/** A departure as the agency dashboard draws its seats. */
export interface UpcomingDeparture {
  id: string;
  tripSlug: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  status: DepartureStatus;
  totalSpots: number;
  spotsAvailable: number;
  /** The trip's minimum group, and what the departure's guarantee is judged from (DECISIONS 34). */
  minGroupSize: number;
  confirmedTravellers: number;
  minimumGroupStatus: MinimumGroupStatus | null;
}

/** Seats to give back to one departure. */
export interface SeatRelease {
  departureId: string;
  seats: number;
}

/** A departure as the admin screens read it, before the minimum-group rules are applied. */
export type AdminDepartureRow = Omit<AdminDepartureDto, 'guaranteed' | 'minimumGroupDeadline'> &
  MinimumGroupFacts & { durationDays: number };

const ADMIN_DEPARTURE_SELECT = `
  SELECT d.id, t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle",
         to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
         d.end_date - d.start_date + 1 AS "durationDays",
         d.price_cents AS "priceCents", d.previous_price_cents AS "previousPriceCents",
         d.total_spots AS "totalSpots", d.spots_available AS "spotsAvailable",
         d.total_spots - d.spots_available AS "seatsTaken", d.coordinators,
         d.meeting_times AS "meetingTimes", d.status,
         t.min_group_size AS "minGroupSize", d.confirmed_travellers AS "confirmedTravellers",
         d.minimum_group_status AS "minimumGroupStatus"
    FROM departures d JOIN trips t ON t.id = d.trip_id`;

/** A departure the minimum-group deadline may concern, with what the rule reads. */
export interface MinimumGroupCandidate {
  id: string;
  startDate: string;
  durationDays: number;
}

/** What staff's decision checks, read under the row's lock. */
export interface MinimumGroupDecisionFacts extends MinimumGroupFacts {
  startDate: string;
  /** The departure has left, or leaves today (Rome): too late to decide. */
  started: boolean;
}

/**
 * Every statement on the departures table. Seats are taken, given back and adjusted only
 * here, each in one conditional statement inside the caller's transaction, and "on sale" is
 * `BOOKABLE_DEPARTURE` everywhere. Methods take the caller's transaction manager when they
 * are part of one.
 */
@Injectable()
export class DeparturesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A trip's departures on sale by slug or alias; empty when the trip does not exist. */
  async listTripDepartures(slugOrAlias: string): Promise<TripDepartureRow[]> {
    return await this.dataSource.query<TripDepartureRow[]>(TRIP_DEPARTURES_SQL, [slugOrAlias]);
  }

  /** A departure on sale, or null. */
  async findBookable(id: string, manager: EntityManager = this.dataSource.manager): Promise<BookableDeparture | null> {
    const [departure] = await manager.query<BookableDeparture[]>(
      `SELECT d.id, d.trip_id AS "tripId", d.spots_available AS "spotsAvailable",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate"
         FROM departures d
        WHERE d.id = $1 AND ${BOOKABLE_DEPARTURE}`,
      [id],
    );
    return departure ?? null;
  }

  /**
   * Takes the seats in one conditional statement: PostgreSQL re-checks the condition after
   * waiting for a concurrent booking's row lock, so the last seat goes to one booking only.
   * Throws DEPARTURE_NOT_FOUND (closed or left), DEPARTURE_SOLD_OUT or NOT_ENOUGH_SEATS.
   */
  async takeSeats(manager: EntityManager, departureId: string, seats: number): Promise<void> {
    const [taken] = await manager.query<[unknown[], number]>(
      `UPDATE departures d SET spots_available = d.spots_available - $2, updated_at = now()
        WHERE d.id = $1 AND d.spots_available >= $2 AND ${BOOKABLE_DEPARTURE}
        RETURNING d.spots_available`,
      [departureId, seats],
    );
    if (taken.length > 0) return;
    const [departure] = await manager.query<{ spotsAvailable: number; bookable: boolean }[]>(
      `SELECT d.spots_available AS "spotsAvailable", ${BOOKABLE_DEPARTURE} AS bookable
         FROM departures d WHERE d.id = $1`,
      [departureId],
    );
    if (!departure?.bookable) throw new AppError('DEPARTURE_NOT_FOUND');
    throw new AppError(seatShortage(departure.spotsAvailable, seats) ?? 'NOT_ENOUGH_SEATS');
  }

  /**
   * A departure's free seats, its row locked until the caller's transaction ends, so that seats
   * just given back are handed on before any booking can take them; null when it is no longer
   * on sale.
   */
  async lockFreeSeats(manager: EntityManager, id: string): Promise<number | null> {
    const [row] = await manager.query<{ spotsAvailable: number }[]>(
      `SELECT d.spots_available AS "spotsAvailable" FROM departures d
        WHERE d.id = $1 AND ${BOOKABLE_DEPARTURE} FOR UPDATE`,
      [id],
    );
    return row?.spotsAvailable ?? null;
  }

  /** Of these departures, those that started more than `days` Rome days ago. */
  async startedDaysAgo(manager: EntityManager, ids: readonly string[], days: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<{ id: string }[]>(
      `SELECT d.id FROM departures d WHERE d.id = ANY($1::uuid[]) AND d.start_date < ${ROME_TODAY} - $2::int`,
      [ids, days],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Gives seats back, one statement for every departure concerned. Callers do it in the
   * transaction that expires or cancels the bookings, guarded by their status, so it happens
   * once per booking.
   */
  async giveBackSeats(manager: EntityManager, releases: readonly SeatRelease[]): Promise<void> {
    if (releases.length === 0) return;
    await manager.query(
      `UPDATE departures d SET spots_available = d.spots_available + r.seats, updated_at = now()
         FROM (SELECT departure_id, sum(seats)::int AS seats
                 FROM unnest($1::uuid[], $2::int[]) AS r(departure_id, seats) GROUP BY departure_id) r
        WHERE d.id = r.departure_id`,
      [releases.map((release) => release.departureId), releases.map((release) => release.seats)],
    );
  }

  // Minimum group (DECISIONS 34)

  /**
   * Counts travellers whose booking became confirmed, in the transaction that confirms it
   * (the caller locked the booking and saw it was not confirmed before), so the count moves
   * once per booking.
   */
  async addConfirmedTravellers(manager: EntityManager, departureId: string, travellers: number): Promise<void> {
    await manager.query(
      'UPDATE departures SET confirmed_travellers = confirmed_travellers + $2, updated_at = now() WHERE id = $1',
      [departureId, travellers],
    );
  }

  /**
   * Open departures after today up to `days` ahead (Rome) whose minimum is not reached and on
   * which nothing was asked yet: those the deadline may have come for. One leaving today is
   * past deciding.
   */
  async minimumGroupCandidates(manager: EntityManager, days: number): Promise<MinimumGroupCandidate[]> {
    return await manager.query<MinimumGroupCandidate[]>(
      `SELECT d.id, to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", d.end_date - d.start_date + 1 AS "durationDays"
         FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE d.status = 'open' AND d.start_date > ${ROME_TODAY} AND d.start_date <= ${ROME_TODAY} + $1::int
          AND d.minimum_group_status IS NULL AND d.confirmed_travellers < t.min_group_size
        ORDER BY d.start_date`,
      [days],
    );
  }

  /**
   * Records that staff are asked, in one conditional statement: a replica running the same job
   * waits for this row's lock, then finds it asked and leaves it out. Answers the ids this call
   * marked, for it alone to tell staff.
   */
  async markMinimumGroupAsked(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    // Locked in one order, so two replicas marking overlapping sets never deadlock.
    const [marked] = await manager.query<[{ id: string }[], number]>(
      `WITH due AS (
         SELECT d.id FROM departures d JOIN trips t ON t.id = d.trip_id
          WHERE d.id = ANY($1::uuid[]) AND d.status = 'open' AND d.start_date > ${ROME_TODAY}
            AND d.minimum_group_status IS NULL AND d.confirmed_travellers < t.min_group_size
          ORDER BY d.id
            FOR UPDATE OF d
       )
       UPDATE departures d SET minimum_group_status = 'asked', updated_at = now()
         FROM due WHERE d.id = due.id AND d.minimum_group_status IS NULL
       RETURNING d.id`,
      [ids],
    );
    return marked.map((row) => row.id);
  }

  /** Locks the row for staff's decision; null when it does not exist. */
  async lockForMinimumGroupDecision(manager: EntityManager, id: string): Promise<MinimumGroupDecisionFacts | null> {
    const [row] = await manager.query<MinimumGroupDecisionFacts[]>(
      `SELECT to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", d.start_date <= ${ROME_TODAY} AS started,
              t.min_group_size AS "minGroupSize", d.confirmed_travellers AS "confirmedTravellers",
              d.minimum_group_status AS "minimumGroupStatus"
         FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE d.id = $1
          FOR UPDATE OF d`,
      [id],
    );
    return row ?? null;
  }

  /** Staff chose to run it with fewer travellers; the caller holds the row's lock. */
  async markMinimumGroupRun(manager: EntityManager, id: string): Promise<void> {
    await manager.query("UPDATE departures SET minimum_group_status = 'run', updated_at = now() WHERE id = $1", [id]);
  }

  /**
   * Staff cancelled it: closed, with the seats of its cancelled bookings back and their
   * confirmed travellers no longer counted, in one statement. The caller holds the row's lock.
   */
  async closeForMinimumGroup(
    manager: EntityManager,
    id: string,
    released: { seats: number; confirmedTravellers: number },
  ): Promise<void> {
    await manager.query(
      `UPDATE departures
          SET status = 'closed', minimum_group_status = 'cancelled', updated_at = now(),
              spots_available = spots_available + $2, confirmed_travellers = confirmed_travellers - $3
        WHERE id = $1`,
      [id, released.seats, released.confirmedTravellers],
    );
  }

  /** Departures not yet left whose staff were asked and whose minimum is still not reached, soonest first. */
  async listAwaitingMinimumGroupDecision(): Promise<AdminDepartureRow[]> {
    return await this.dataSource.query<AdminDepartureRow[]>(
      `${ADMIN_DEPARTURE_SELECT}
        WHERE d.minimum_group_status = 'asked' AND d.confirmed_travellers < t.min_group_size
          AND d.start_date > ${ROME_TODAY}
        ORDER BY d.start_date, t.slug`,
    );
  }

  /**
   * The seed's simulated sales (a showcase catalogue) stand for paid bookings: their seats
   * count as confirmed travellers, so a seeded departure says whether it runs as a real one would.
   */
  async countSeatsTakenAsConfirmed(manager: EntityManager): Promise<void> {
    await manager.query('UPDATE departures SET confirmed_travellers = total_spots - spots_available');
  }

  /** Each trip's first departure with seats, open, starting more than `days` Rome days from today. */
  async firstPerTripBeyond(manager: EntityManager, days: number): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT DISTINCT ON (d.trip_id) d.id
         FROM departures d
        WHERE d.status = 'open' AND d.spots_available > 0 AND d.start_date > ${ROME_TODAY} + $1::int
        ORDER BY d.trip_id, d.start_date`,
      [days],
    );
    return rows.map((row) => row.id);
  }

  /** A departure's dates when it is one of the trip `tripSlug`'s, open or not; null otherwise. */
  async findDatesOfTrip(id: string, tripSlug: string): Promise<DepartureDates | null> {
    const [row] = await this.dataSource.query<DepartureDates[]>(
      `SELECT d.id, to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate"
         FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE d.id = $1 AND t.slug = $2`,
      [id, tripSlug],
    );
    return row ?? null;
  }

  /** The facts of these departures by id, in one statement; unknown ids are absent. */
  async findFacts(
    ids: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, DepartureFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.query<DepartureFacts[]>(
      `SELECT d.id, d.trip_id AS "tripId", t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
              d.end_date - d.start_date + 1 AS "durationDays", d.spots_available AS "spotsAvailable",
              d.price_cents AS "priceCents", d.coordinators, d.meeting_times AS "meetingTimes",
              t.deposit_kind AS "depositKind", t.deposit_value AS "depositValue",
              t.single_supplement_cents AS "singleSupplementCents",
              t.min_group_size AS "minGroupSize", d.confirmed_travellers AS "confirmedTravellers",
              d.minimum_group_status AS "minimumGroupStatus"
         FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE d.id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** One departure's facts; null when it does not exist. */
  async findOneFacts(id: string, manager: EntityManager = this.dataSource.manager): Promise<DepartureFacts | null> {
    return (await this.findFacts([id], manager)).get(id) ?? null;
  }

  /** Departures starting after `after` and on or before `until` (Rome calendar dates). */
  async startingBetween(after: string, until: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      'SELECT id FROM departures WHERE start_date > $1::date AND start_date <= $2::date',
      [after, until],
    );
    return rows.map((row) => row.id);
  }

  /** A departure's trip slug and start date, for file names; null when it does not exist. */
  async findLabel(id: string): Promise<{ tripSlug: string; startDate: string } | null> {
    const [row] = await this.dataSource.query<{ tripSlug: string; startDate: string }[]>(
      `SELECT t.slug AS "tripSlug", to_char(d.start_date, 'YYYY-MM-DD') AS "startDate"
         FROM departures d JOIN trips t ON t.id = d.trip_id WHERE d.id = $1`,
      [id],
    );
    return row ?? null;
  }

  // Admin

  /** By start date, from `from` (default today in Rome), open ones only unless asked. */
  async listForAdmin(filter: {
    tripSlug: string | null;
    from: string | null;
    includeClosed: boolean;
    limit: number;
  }): Promise<AdminDepartureRow[]> {
    return await this.dataSource.query<AdminDepartureRow[]>(
      `${ADMIN_DEPARTURE_SELECT}
        WHERE ($1::varchar IS NULL OR t.slug = $1)
          AND d.start_date >= COALESCE($2::date, ${ROME_TODAY})
          AND ($3 OR d.status = 'open')
        ORDER BY d.start_date, t.slug
        LIMIT $4`,
      [filter.tripSlug, filter.from, filter.includeClosed, filter.limit],
    );
  }

  /**
   * The first `limit` departures leaving on `today` (a Rome date) or later, by start date. Closed
   * ones too: closing stops the sales, and a group already booked may still leave.
   */
  async upcoming(manager: EntityManager, today: string, limit: number): Promise<UpcomingDeparture[]> {
    return await manager.query<UpcomingDeparture[]>(
      `SELECT d.id, t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
              d.status, d.total_spots AS "totalSpots", d.spots_available AS "spotsAvailable",
              t.min_group_size AS "minGroupSize", d.confirmed_travellers AS "confirmedTravellers",
              d.minimum_group_status AS "minimumGroupStatus"
         FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE d.start_date >= $1::date
        ORDER BY d.start_date, t.slug
        LIMIT $2`,
      [today, limit],
    );
  }

  async findForAdmin(manager: EntityManager, id: string): Promise<AdminDepartureRow | null> {
    const [row] = await manager.query<AdminDepartureRow[]>(`${ADMIN_DEPARTURE_SELECT} WHERE d.id = $1`, [id]);
    return row ?? null;
  }

  /** Locks the row for a change; null when it does not exist. */
  async lockForChange(manager: EntityManager, id: string): Promise<DepartureForChange | null> {
    const [current] = await manager.query<DepartureForChange[]>(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              price_cents AS "priceCents", total_spots AS "totalSpots", status, meeting_times AS "meetingTimes",
              coordinators, minimum_group_status AS "minimumGroupStatus"
         FROM departures WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return current ?? null;
  }

  /**
   * Price, seats, status and meeting times in one conditional UPDATE. Seats taken stay taken: free seats move
   * by the change of the total, and the row is left alone (false) if that would take them
   * below zero. A lower price keeps the old one to strike through; a higher one clears it.
   */
  async adjust(manager: EntityManager, id: string, change: DepartureChange): Promise<boolean> {
    const updated = await manager.query<[unknown[], number]>(
      `UPDATE departures
          SET total_spots = COALESCE($2, total_spots),
              spots_available = spots_available + COALESCE($2 - total_spots, 0),
              previous_price_cents = CASE
                WHEN $3::int IS NULL OR $3 = price_cents THEN previous_price_cents
                WHEN $3 < price_cents THEN price_cents
                ELSE NULL
              END,
              price_cents = COALESCE($3, price_cents),
              status = COALESCE($4, status),
              meeting_times = COALESCE($5::jsonb, meeting_times),
              coordinators = COALESCE($6::varchar[], coordinators),
              updated_at = now()
        WHERE id = $1 AND spots_available + COALESCE($2 - total_spots, 0) >= 0
        RETURNING id`,
      [
        id,
        change.totalSpots,
        change.priceCents,
        change.status,
        change.meetingTimes === null ? null : JSON.stringify(change.meetingTimes),
        change.coordinators,
      ],
    );
    return updated[1] > 0;
  }

  // Generation

  /**
   * Waits for any other generation, admin insert of departures or change of coordinators to
   * finish, until the transaction ends: whoever holds it reads the coordinators' calendar and
   * books them knowing nobody else is booking meanwhile.
   */
  async lockGeneration(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [GENERATION_LOCK_KEY]);
  }

  /** Takes the generation lock unless another transaction holds it: false then. */
  async tryLockGeneration(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = await manager.query<[{ locked: boolean }]>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      GENERATION_LOCK_KEY,
    ]);
    return locked;
  }

  /** The database's today in Rome, 'yyyy-MM-dd': the same for every replica. */
  async romeToday(manager: EntityManager): Promise<string> {
    const [{ today }] = await manager.query<[{ today: string }]>(
      `SELECT to_char(${ROME_TODAY}, 'YYYY-MM-DD') AS today`,
    );
    return today;
  }

  /** The trips to generate for, all or one by slug. */
  async tripsForGeneration(manager: EntityManager, slug?: string): Promise<TripForGeneration[]> {
    return await manager.query<TripForGeneration[]>(
      `SELECT id, slug, duration_days AS "durationDays", price_cents AS "priceCents", max_group_size AS "maxGroupSize"
         FROM trips ${slug === undefined ? '' : 'WHERE slug = $1'}
        ORDER BY slug`,
      slug === undefined ? [] : [slug],
    );
  }

  /**
   * Every trip's departures not yet over on `today`, closed ones too (their groups may still
   * travel): their dates are taken and their coordinators busy. By start date.
   */
  async occupiedFrom(manager: EntityManager, today: string): Promise<OccupiedDates[]> {
    return await manager.query<OccupiedDates[]>(
      `SELECT d.id, t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
              d.coordinators
         FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE d.end_date >= $1::date
        ORDER BY d.start_date, t.slug`,
      [today],
    );
  }

  /**
   * Inserts departures, skipping any whose (trip, start date) exists, taken meanwhile by
   * another replica or in the past; returns the ids of those inserted, in order.
   */
  async insertMissing(
    manager: EntityManager,
    tripId: string,
    departures: readonly GeneratedDeparture[],
  ): Promise<string[]> {
    if (departures.length === 0) return [];
    const inserted = await manager.query<{ id: string }[]>(
      `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
       SELECT $1, d.start_date, d.end_date, d.price_cents, d.total_spots, d.spots_available,
              ARRAY(SELECT jsonb_array_elements_text(d.coordinators))::varchar[]
         FROM unnest($2::date[], $3::date[], $4::int[], $5::int[], $6::int[], $7::jsonb[])
              AS d(start_date, end_date, price_cents, total_spots, spots_available, coordinators)
       ON CONFLICT (trip_id, start_date) DO NOTHING
       RETURNING id`,
      [
        tripId,
        departures.map((d) => d.startDate),
        departures.map((d) => d.endDate),
        departures.map((d) => d.priceCents),
        departures.map((d) => d.totalSpots),
        departures.map((d) => d.spotsAvailable),
        // Zero to two names each: a list per departure, as JSON.
        departures.map((d) => JSON.stringify(d.coordinators)),
      ],
    );
    return inserted.map((row) => row.id);
  }

  /** Whether the database holds any departure at all. */
  async any(manager: EntityManager): Promise<boolean> {
    const [{ any }] = await manager.query<[{ any: boolean }]>('SELECT EXISTS (SELECT 1 FROM departures) AS any');
    return any;
  }
}

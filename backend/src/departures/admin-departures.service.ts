import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import { departureOn } from './departure-generator.js';
import type { DepartureStatus } from './departure.entity.js';
import { generateTripDepartures, lockDepartureGeneration, tripsForGeneration } from './departures.service.js';
import type { AdminDepartureCreateDto } from './dto/admin-departure-create.dto.js';
import type { AdminDepartureListQueryDto } from './dto/admin-departure-list-query.dto.js';
import type { AdminDepartureUpdateDto } from './dto/admin-departure-update.dto.js';
import type { AdminDepartureDto } from './dto/admin-departure.dto.js';

const ADMIN_DEPARTURE_SELECT = `
  SELECT d.id, t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle",
         to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
         d.price_cents AS "priceCents", d.previous_price_cents AS "previousPriceCents",
         d.total_spots AS "totalSpots", d.spots_available AS "spotsAvailable",
         d.total_spots - d.spots_available AS "seatsTaken", d.coordinators, d.status
    FROM departures d JOIN trips t ON t.id = d.trip_id`;

@Injectable()
export class AdminDeparturesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** By start date, from `from` (default today in Rome), open ones only unless asked. */
  async listDepartures(query: AdminDepartureListQueryDto): Promise<AdminDepartureDto[]> {
    if (query.trip !== undefined) {
      const [trip] = (await this.dataSource.query('SELECT 1 FROM trips WHERE slug = $1', [query.trip])) as unknown[];
      if (!trip) throw new AppError('TRIP_NOT_FOUND');
    }
    return (await this.dataSource.query(
      `${ADMIN_DEPARTURE_SELECT}
        WHERE ($1::varchar IS NULL OR t.slug = $1)
          AND d.start_date >= COALESCE($2::date, (now() AT TIME ZONE 'Europe/Rome')::date)
          AND ($3 OR d.status = 'open')
        ORDER BY d.start_date, t.slug
        LIMIT $4`,
      [query.trip ?? null, query.from ?? null, query.includeClosed ?? false, query.limit ?? 200],
    )) as AdminDepartureDto[];
  }

  /**
   * A departure on a date the generator did not offer, or one it will only offer later. What is
   * not given is chosen as the generator would: under its lock, so coordinators stay free.
   */
  async createDeparture(actor: AdminPrincipal, dto: AdminDepartureCreateDto): Promise<AdminDepartureDto> {
    return this.dataSource.transaction(async (manager) => {
      await lockDepartureGeneration(manager);
      const [trip] = await tripsForGeneration(manager, dto.tripSlug);
      if (!trip) throw new AppError('TRIP_NOT_FOUND');
      const [{ today }] = (await manager.query(
        `SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS today`,
      )) as [{ today: string }];
      if (dto.startDate < today) {
        throw new AppError('VALIDATION_FAILED', {
          startDate: ['La data di partenza è già passata: scegli oggi o un giorno successivo.'],
        });
      }
      const existing = (await manager.query(
        `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
                coordinators
           FROM departures
          WHERE trip_id = $1 AND end_date >= $2::date`,
        [trip.id, today],
      )) as { startDate: string; endDate: string; coordinators: string[] }[];
      if (existing.some((departure) => departure.startDate === dto.startDate)) throw new AppError('DEPARTURE_EXISTS');
      let planned;
      try {
        planned = departureOn(trip, dto.startDate, dto.coordinators ? [] : existing);
      } catch (error) {
        if (error instanceof RangeError) throw new AppError('COORDINATORS_UNAVAILABLE');
        throw error;
      }
      const totalSpots = dto.totalSpots ?? planned.totalSpots;
      const [inserted] = (await manager.query(
        `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
         VALUES ($1, $2, $3, $4, $5, $5, $6)
         ON CONFLICT (trip_id, start_date) DO NOTHING
         RETURNING id`,
        [
          trip.id,
          planned.startDate,
          planned.endDate,
          dto.priceCents ?? planned.priceCents,
          totalSpots,
          dto.coordinators ?? planned.coordinators,
        ],
      )) as { id: string }[];
      // A past departure of the same date is outside `existing`; the unique key still catches it.
      if (!inserted) throw new AppError('DEPARTURE_EXISTS');
      await this.audit.record(manager, actor.id, 'departure.created', inserted.id);
      return findDeparture(manager, inserted.id);
    });
  }

  /**
   * Price, seats and status in one conditional UPDATE. Seats taken stay taken: free seats move
   * by the change of the total, and the row is left alone if that would take them below zero.
   */
  async updateDeparture(actor: AdminPrincipal, id: string, dto: AdminDepartureUpdateDto): Promise<AdminDepartureDto> {
    if (dto.priceCents === undefined && dto.totalSpots === undefined && dto.status === undefined) {
      throw new AppError('VALIDATION_FAILED', { body: ['Indica almeno un campo da modificare.'] });
    }
    return this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(
        'SELECT price_cents AS "priceCents", total_spots AS "totalSpots", status FROM departures WHERE id = $1 FOR UPDATE',
        [id],
      )) as { priceCents: number; totalSpots: number; status: DepartureStatus }[];
      if (!current) throw new AppError('DEPARTURE_NOT_FOUND', undefined, 'La partenza indicata non esiste.');
      const updated = (await manager.query(
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
                updated_at = now()
          WHERE id = $1 AND spots_available + COALESCE($2 - total_spots, 0) >= 0
          RETURNING id`,
        [id, dto.totalSpots ?? null, dto.priceCents ?? null, dto.status ?? null],
      )) as [unknown[], number];
      if (updated[1] === 0) throw new AppError('SEATS_BELOW_TAKEN');
      const changed =
        (dto.priceCents !== undefined && dto.priceCents !== current.priceCents) ||
        (dto.totalSpots !== undefined && dto.totalSpots !== current.totalSpots);
      if (changed) await this.audit.record(manager, actor.id, 'departure.updated', id);
      if (dto.status !== undefined && dto.status !== current.status) {
        await this.audit.record(
          manager,
          actor.id,
          dto.status === 'closed' ? 'departure.closed' : 'departure.reopened',
          id,
        );
      }
      return findDeparture(manager, id);
    });
  }

  /** The trip's missing dates for the coming year, as the daily job adds them. */
  async generateDepartures(actor: AdminPrincipal, tripSlug: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const added = await generateTripDepartures(manager, tripSlug);
      await this.audit.record(manager, actor.id, 'departures.generated', tripSlug);
      return added;
    });
  }
}

async function findDeparture(manager: EntityManager, id: string): Promise<AdminDepartureDto> {
  const [row] = (await manager.query(`${ADMIN_DEPARTURE_SELECT} WHERE d.id = $1`, [id])) as AdminDepartureDto[];
  return row;
}

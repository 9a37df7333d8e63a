import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PartnerDepartureEvents } from '../partners/webhooks/partner-booking-events.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import { coordinatorClashes, type DepartureSpan, firstBusyCoordinator } from './coordinator-clashes.js';
import { departureOn } from './departure-generator.js';
import { type AdminDepartureRow, DeparturesRepository, type OccupiedDates } from './departures.repository.js';
import { guaranteeOf, minimumGroupDeadline } from './minimum-group.js';
import { generateTripDepartures } from './departures.service.js';
import type { AdminDepartureCreateDto } from './dto/admin-departure-create.dto.js';
import type { AdminDepartureListQueryDto } from './dto/admin-departure-list-query.dto.js';
import type { AdminDepartureUpdateDto } from './dto/admin-departure-update.dto.js';
import { meetingTimesOf } from './dto/meeting-times.dto.js';
import type { AdminDepartureDto, CoordinatorClashDto } from './dto/admin-departure.dto.js';

@Injectable()
export class AdminDeparturesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departures: DeparturesRepository,
    private readonly audit: AuditService,
    private readonly departureEvents: PartnerDepartureEvents,
  ) {}

  /** By start date, from `from` (default today in Rome), open ones only unless asked. */
  async listDepartures(query: AdminDepartureListQueryDto): Promise<AdminDepartureDto[]> {
    if (query.trip !== undefined) {
      const [trip] = await this.departures.tripsForGeneration(this.dataSource.manager, query.trip);
      if (!trip) throw new AppError('TRIP_NOT_FOUND');
    }
    const rows = await this.departures.listForAdmin({
      tripSlug: query.trip ?? null,
      from: query.from ?? null,
      includeClosed: query.includeClosed ?? false,
      limit: query.limit ?? 200,
    });
    return rows.map(adminDepartureOf);
  }

  /**
   * A departure on a date the generator did not offer, or one it will only offer later. What is
   * not given is chosen as the generator would. Under the generation lock, so that coordinators
   * named or chosen here are not being booked for the same days by anyone else meanwhile.
   */
  async createDeparture(actor: AdminPrincipal, dto: AdminDepartureCreateDto): Promise<AdminDepartureDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.departures.lockGeneration(manager);
      const [trip] = await this.departures.tripsForGeneration(manager, dto.tripSlug);
      if (!trip) throw new AppError('TRIP_NOT_FOUND');
      const today = await this.departures.romeToday(manager);
      if (dto.startDate < today) {
        throw new AppError('VALIDATION_FAILED', {
          startDate: ['La data di partenza è già passata: scegli oggi o un giorno successivo.'],
        });
      }
      const occupied = await this.departures.occupiedFrom(manager, today);
      if (occupied.some((departure) => departure.tripSlug === trip.slug && departure.startDate === dto.startDate)) {
        throw new AppError('DEPARTURE_EXISTS');
      }
      const planned = departureOn(trip, dto.startDate, occupied);
      if (dto.coordinators) refuseBusyCoordinators(planned, dto.coordinators, occupied);
      const totalSpots = dto.totalSpots ?? planned.totalSpots;
      const [inserted] = await this.departures.insertMissing(manager, trip.id, [
        {
          ...planned,
          priceCents: dto.priceCents ?? planned.priceCents,
          totalSpots,
          spotsAvailable: totalSpots,
          coordinators: dto.coordinators ?? planned.coordinators,
        },
      ]);
      // A past departure of the same date is outside `occupied`; the unique key still catches it.
      if (!inserted) throw new AppError('DEPARTURE_EXISTS');
      await this.audit.record(manager, actor.id, 'departure.created', inserted);
      return this.findDeparture(manager, inserted);
    });
  }

  /**
   * Price, seats and status in one conditional UPDATE. Seats taken stay taken: free seats move
   * by the change of the total, and the row is left alone if that would take them below zero.
   */
  async updateDeparture(actor: AdminPrincipal, id: string, dto: AdminDepartureUpdateDto): Promise<AdminDepartureDto> {
    if (
      dto.priceCents === undefined &&
      dto.totalSpots === undefined &&
      dto.status === undefined &&
      dto.meetingTimes === undefined &&
      dto.coordinators === undefined
    ) {
      throw new AppError('VALIDATION_FAILED', { body: ['Indica almeno un campo da modificare.'] });
    }
    return this.dataSource.transaction(async (manager) => {
      // Taken before the row's lock, in the order the generation and new departures take them.
      if (dto.coordinators !== undefined) await this.departures.lockGeneration(manager);
      const current = await this.departures.lockForChange(manager, id);
      if (!current) throw new AppError('DEPARTURE_NOT_FOUND', undefined, 'La partenza indicata non esiste.');
      // Its customers were told it will not run and their bookings are cancelled: selling it again would contradict that.
      if (dto.status === 'open' && current.minimumGroupStatus === 'cancelled') {
        throw new AppError('DEPARTURE_CANCELLED_FOR_MINIMUM');
      }
      if (dto.coordinators !== undefined) {
        const others = (await this.departures.occupiedFrom(manager, current.startDate)).filter(
          (departure) => departure.id !== id,
        );
        refuseBusyCoordinators(current, dto.coordinators, others);
      }
      const adjusted = await this.departures.adjust(manager, id, {
        totalSpots: dto.totalSpots ?? null,
        priceCents: dto.priceCents ?? null,
        status: dto.status ?? null,
        meetingTimes: dto.meetingTimes ? meetingTimesOf(dto.meetingTimes) : null,
        coordinators: dto.coordinators ?? null,
      });
      if (!adjusted) throw new AppError('SEATS_BELOW_TAKEN');
      const changed =
        (dto.priceCents !== undefined && dto.priceCents !== current.priceCents) ||
        (dto.totalSpots !== undefined && dto.totalSpots !== current.totalSpots) ||
        (dto.meetingTimes !== undefined && !sameTimes(meetingTimesOf(dto.meetingTimes), current.meetingTimes)) ||
        (dto.coordinators !== undefined && dto.coordinators.join('\n') !== current.coordinators.join('\n'));
      if (changed) await this.audit.record(manager, actor.id, 'departure.updated', id);
      if (dto.status !== undefined && dto.status !== current.status) {
        await this.audit.record(
          manager,
          actor.id,
          dto.status === 'closed' ? 'departure.closed' : 'departure.reopened',
          id,
        );
      }
      const departure = await this.findDeparture(manager, id);
      // Partners hear of what they sell by: the price, the seats, whether it is on sale.
      if (
        (dto.priceCents !== undefined && dto.priceCents !== current.priceCents) ||
        (dto.totalSpots !== undefined && dto.totalSpots !== current.totalSpots) ||
        (dto.status !== undefined && dto.status !== current.status)
      ) {
        await this.departureEvents.announce(manager, departure);
      }
      return departure;
    });
  }

  /** The trip's missing dates for the coming year, as the daily job adds them. */
  async generateDepartures(actor: AdminPrincipal, tripSlug: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const added = await generateTripDepartures(this.departures, manager, tripSlug);
      await this.audit.record(manager, actor.id, 'departures.generated', tripSlug);
      return added;
    });
  }

  /**
   * Coordinators on two departures sharing a day, among those not over yet (Rome today):
   * left by data from before the rule, or by direct edits, for the staff to sort out.
   */
  async listCoordinatorClashes(): Promise<CoordinatorClashDto[]> {
    const manager = this.dataSource.manager;
    const occupied = await this.departures.occupiedFrom(manager, await this.departures.romeToday(manager));
    return coordinatorClashes(occupied).map(({ coordinator, first, second }) => ({
      coordinator,
      first: clashSide(first),
      second: clashSide(second),
    }));
  }

  private async findDeparture(manager: EntityManager, id: string): Promise<AdminDepartureDto> {
    const departure = await this.departures.findForAdmin(manager, id);
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    return adminDepartureOf(departure);
  }
}

/** A departure as staff see it, with the minimum-group rules applied to what was read. */
export function adminDepartureOf({ durationDays, ...row }: AdminDepartureRow): AdminDepartureDto {
  const { date } = minimumGroupDeadline(durationDays, row.startDate);
  // The database writes real dates; a row without one would be a bug, not a departure to show.
  if (date === null) throw new Error(`Departure ${row.id} has a start date that cannot be read`);
  return { ...row, guaranteed: guaranteeOf(row).guaranteed, minimumGroupDeadline: date };
}

function sameTimes(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const airports = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...airports].every((airport) => a[airport] === b[airport]);
}

function clashSide({ id, tripSlug, tripTitle, startDate, endDate }: OccupiedDates) {
  return { id, tripSlug, tripTitle, startDate, endDate };
}

const italianDate = (date: string) => date.split('-').reverse().join('/');

/** 409 COORDINATOR_BUSY naming the first of `names` who leads another departure sharing a day with `span`. */
function refuseBusyCoordinators(span: DepartureSpan, names: readonly string[], others: readonly OccupiedDates[]): void {
  const busy = firstBusyCoordinator(span, names, others);
  if (!busy) return;
  const { other } = busy;
  const message =
    `${busy.coordinator} accompagna già il viaggio «${other.tripTitle}» ` +
    `dal ${italianDate(other.startDate)} al ${italianDate(other.endDate)}, ` +
    'che ha almeno un giorno in comune con questa partenza: scegli un altro coordinatore.';
  throw new AppError('COORDINATOR_BUSY', { coordinators: [message] }, message);
}

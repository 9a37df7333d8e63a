import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';
import type { AdminTripDto, AdminTripUpdateDto } from './dto/admin-trip.dto.js';
import { localise } from './trip-content.js';
import type { Trip } from './trip.entity.js';

function adminTripOf(trip: Trip): AdminTripDto {
  return {
    slug: trip.slug,
    title: localise(trip.contentIt, trip.contentEn, 'it').title,
    durationDays: trip.durationDays,
    priceCents: trip.priceCents,
    singleSupplementCents: trip.singleSupplementCents,
    minGroupSize: trip.minGroupSize,
    maxGroupSize: trip.maxGroupSize,
  };
}

/** The trips' terms staff set: the single supplement (DECISIONS 33) and the minimum group (34). */
@Injectable()
export class AdminTripsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trips: CatalogueRepository,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
  ) {}

  async listTrips(): Promise<AdminTripDto[]> {
    return (await this.trips.listTrips()).map(adminTripOf);
  }

  /**
   * Changes what is sent. Quotes and bookings made from now on use the new supplement; bookings
   * already made keep theirs. A departure's guarantee is judged against the new minimum at once,
   * and the hourly job asks staff about those it leaves short at their deadline.
   */
  async updateTrip(actor: AdminPrincipal, slug: string, dto: AdminTripUpdateDto): Promise<AdminTripDto> {
    const change = { singleSupplementCents: dto.singleSupplementCents, minGroupSize: dto.minGroupSize };
    if (change.singleSupplementCents === undefined && change.minGroupSize === undefined) {
      return this.findTrip(slug);
    }
    await this.dataSource.transaction(async (manager) => {
      const outcome = await this.trips.updateTerms(manager, slug, change);
      if (outcome === 'missing') throw new AppError('TRIP_NOT_FOUND');
      if (outcome !== 'updated') {
        throw new AppError('VALIDATION_FAILED', {
          minGroupSize: [
            `Il gruppo minimo non può superare il numero massimo di viaggiatori del viaggio (${outcome.maxGroupSize}).`,
          ],
        });
      }
      await this.audit.record(manager, actor.id, 'trip.updated', slug);
    });
    // This replica's pages show the new supplement at once, the others within their minute.
    this.catalogue.invalidate();
    return this.findTrip(slug);
  }

  private async findTrip(slug: string): Promise<AdminTripDto> {
    const trip = await this.trips.findTrip(slug);
    if (!trip) throw new AppError('TRIP_NOT_FOUND');
    return adminTripOf(trip);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { TripAlias } from './trip-alias.entity.js';
import { Trip } from './trip.entity.js';

/** The terms staff set on a trip; a field left undefined keeps its value. */
export interface TripTermsChange {
  singleSupplementCents?: number | null;
  minGroupSize?: number;
}

/**
 * Every statement on trips and their aliases. Their content comes from migrations and the seed;
 * staff set only a trip's terms (`updateTerms`).
 */
@Injectable()
export class CatalogueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every trip with its content in both languages, in the catalogue's order. */
  listTrips(): Promise<Trip[]> {
    return this.dataSource.getRepository(Trip).find({ order: { sortOrder: 'ASC', slug: 'ASC' } });
  }

  findTrip(slug: string): Promise<Trip | null> {
    return this.dataSource.getRepository(Trip).findOneBy({ slug });
  }

  listAliases(): Promise<TripAlias[]> {
    return this.dataSource.getRepository(TripAlias).find();
  }

  /**
   * Sets a trip's terms under the row's lock, so that the minimum group is checked against the
   * group size it will sit beside. 'missing' for an unknown slug; the group size when the
   * minimum would exceed it.
   */
  async updateTerms(
    manager: EntityManager,
    slug: string,
    change: TripTermsChange,
  ): Promise<'updated' | 'missing' | { maxGroupSize: number }> {
    const [trip] = await manager.query<{ id: string; maxGroupSize: number }[]>(
      'SELECT id, max_group_size AS "maxGroupSize" FROM trips WHERE slug = $1 FOR UPDATE',
      [slug],
    );
    if (!trip) return 'missing';
    if (change.minGroupSize !== undefined && change.minGroupSize > trip.maxGroupSize) {
      return { maxGroupSize: trip.maxGroupSize };
    }
    await manager.query(
      `UPDATE trips
          SET single_supplement_cents = CASE WHEN $2 THEN $3::int ELSE single_supplement_cents END,
              min_group_size = COALESCE($4::int, min_group_size),
              updated_at = now()
        WHERE id = $1`,
      [
        trip.id,
        change.singleSupplementCents !== undefined,
        change.singleSupplementCents ?? null,
        change.minGroupSize ?? null,
      ],
    );
    return 'updated';
  }
}

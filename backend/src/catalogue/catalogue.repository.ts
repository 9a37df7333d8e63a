import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TripAlias } from './trip-alias.entity.js';
import { Trip } from './trip.entity.js';

/** Every read of trips and their aliases; they are written only by migrations and the seed. */
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
}

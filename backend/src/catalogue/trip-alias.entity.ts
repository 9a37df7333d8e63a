import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Trip } from './trip.entity.js';

/** Another path that leads to a trip (/travel/praga -> praga-tour-culturale). */
@Entity('trip_aliases')
export class TripAlias {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  alias: string;

  @Index('trip_aliases_trip_id_idx')
  @Column({ name: 'trip_id', type: 'uuid' })
  tripId: string;

  @ManyToOne(() => Trip, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'trip_id' })
  trip: Relation<Trip>;
}

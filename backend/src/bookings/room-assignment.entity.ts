import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Departure } from '../departures/departure.entity.js';
import { BookingTraveller } from './booking-traveller.entity.js';
import type { RoomType } from './rooming.js';

/** The room staff put a traveller in, on a departure's rooming list (decision R3). */
@Entity('room_assignments')
@Index('room_assignments_departure_idx', ['departureId'])
@Check('room_assignments_type', "room_type IN ('single', 'double', 'twin')")
@Check('room_assignments_number', 'room_number BETWEEN 1 AND 999')
export class RoomAssignment {
  @PrimaryColumn({ name: 'traveller_id', type: 'uuid' })
  travellerId: string;

  @ManyToOne(() => BookingTraveller, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'traveller_id' })
  traveller?: Relation<BookingTraveller>;

  @Column({ name: 'departure_id', type: 'uuid' })
  departureId: string;

  @ManyToOne(() => Departure, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'departure_id' })
  departure?: Relation<Departure>;

  @Column({ name: 'room_number', type: 'smallint' })
  roomNumber: number;

  @Column({ name: 'room_type', type: 'varchar', length: 6 })
  roomType: RoomType;
}

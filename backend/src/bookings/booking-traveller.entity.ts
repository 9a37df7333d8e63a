import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Booking } from './booking.entity.js';

/** One traveller of a booking; the first is the one the agency contacts. */
@Entity('booking_travellers')
@Unique('booking_travellers_position_unique', ['bookingId', 'position'])
export class BookingTraveller {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  /** 0 for the first traveller, in the order of the form. */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'birth_date', type: 'date', nullable: true })
  birthDate: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  /** AES-256-GCM under DATA_ENCRYPTION_KEY (PassportCipher); only admins ever read it back. */
  @Column({ name: 'passport_number_encrypted', type: 'varchar', length: 200, nullable: true })
  passportNumberEncrypted: string | null;

  /** Under 12 on the start date, as priced. */
  @Column({ name: 'is_child', type: 'boolean' })
  isChild: boolean;

  /** Asked for a single room; false also when the booking gave only how many. */
  @Column({ name: 'single_room', type: 'boolean', default: false })
  singleRoom: boolean;
}

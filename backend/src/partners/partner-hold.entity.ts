import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { Departure } from '../departures/departure.entity.js';
import { PartnerApiKey } from './partner-api-key.entity.js';
import { Partner } from './partner.entity.js';

export const PARTNER_HOLD_STATUSES = ['held', 'booked', 'released', 'expired'] as const;
export type PartnerHoldStatus = (typeof PARTNER_HOLD_STATUSES)[number];

/** The longest a partner may keep seats while its customer decides (decision PA8). */
export const PARTNER_HOLD_MINUTES = 30;

/**
 * Seats a partner took off sale for a while (decision PA8): the departure's counter already
 * counts them, as it counts a booking's. A hold ends booked (its seats pass to the booking),
 * released by the partner, or expired; the seats of the last two go back in the transaction
 * that ends it, guarded by its status so that this happens once.
 */
@Entity('partner_holds')
@Index('partner_holds_expiry_idx', ['expiresAt'], { where: "status = 'held'" })
@Index('partner_holds_partner_departure_idx', ['partnerId', 'departureId'], { where: "status = 'held'" })
@Check('partner_holds_status', "status IN ('held', 'booked', 'released', 'expired')")
@Check('partner_holds_seats', 'seats BETWEEN 1 AND 10')
@Check('partner_holds_booking', "(status = 'booked') = (booking_id IS NOT NULL)")
export class PartnerHold {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'partner_id', type: 'uuid' })
  partnerId: string;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** The key that asked for it: what a revoked key did can be found. */
  @Column({ name: 'key_id', type: 'uuid' })
  keyId: string;

  @ManyToOne(() => PartnerApiKey, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'key_id' })
  key?: Relation<PartnerApiKey>;

  @Column({ name: 'departure_id', type: 'uuid' })
  departureId: string;

  @ManyToOne(() => Departure, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'departure_id' })
  departure?: Relation<Departure>;

  @Column({ type: 'int' })
  seats: number;

  @Column({ type: 'varchar', length: 10, default: 'held' })
  status: PartnerHoldStatus;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'booking_id', type: 'uuid', nullable: true, unique: true })
  bookingId: string | null;

  @ManyToOne(() => Booking, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}

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
import { BookingLink } from '../booking-links/booking-link.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { Departure } from '../departures/departure.entity.js';

/**
 * Where an entry stands (DECISIONS 35):
 * - unconfirmed: left on the site, its address not yet confirmed; not in line;
 * - waiting: in line, ordered by when it was confirmed;
 * - offered: seats held for it by a personal link until `offer_expires_at`;
 * - booked: a booking was made from that link;
 * - lapsed: the offer ran out unused, and the seats went to the next in line;
 * - left: the visitor left the list; removed: staff took it off;
 * - cancelled: the departure was cancelled for its minimum group (DECISIONS 34).
 */
export const WAITLIST_STATUSES = [
  'unconfirmed',
  'waiting',
  'offered',
  'booked',
  'lapsed',
  'left',
  'removed',
  'cancelled',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The statuses of an entry still on the list: one per address and departure. */
export const LIVE_WAITLIST_STATUSES = [
  'unconfirmed',
  'waiting',
  'offered',
] as const satisfies readonly WaitlistStatus[];

/** A visitor waiting for seats on a sold-out departure. */
@Entity('waitlist_entries')
@Index('waitlist_entries_line_idx', ['departureId', 'confirmedAt'], { where: "status = 'waiting'" })
@Index('waitlist_entries_one_per_address_idx', ['departureId', 'emailKey'], {
  unique: true,
  where: "status IN ('unconfirmed', 'waiting', 'offered')",
})
@Index('waitlist_entries_offer_end_idx', ['offerExpiresAt'], { where: "status = 'offered'" })
@Index('waitlist_entries_token_idx', ['tokenHash'], { unique: true })
@Index('waitlist_entries_link_idx', ['bookingLinkId'], { unique: true, where: 'booking_link_id IS NOT NULL' })
@Check(
  'waitlist_entries_status',
  "status IN ('unconfirmed', 'waiting', 'offered', 'booked', 'lapsed', 'left', 'removed', 'cancelled')",
)
@Check('waitlist_entries_travellers', 'travellers BETWEEN 1 AND 10')
@Check('waitlist_entries_language', "language IN ('it', 'en')")
@Check(
  'waitlist_entries_confirmed_in_line',
  "status = 'unconfirmed' OR status IN ('left', 'removed', 'cancelled') OR confirmed_at IS NOT NULL",
)
@Check(
  'waitlist_entries_offer_complete',
  "status <> 'offered' OR (booking_link_id IS NOT NULL AND offer_expires_at IS NOT NULL AND held_seats > 0)",
)
@Check('waitlist_entries_held_seats', 'held_seats >= 0')
export class WaitlistEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'departure_id', type: 'uuid' })
  departureId: string;

  @ManyToOne(() => Departure, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'departure_id' })
  departure?: Relation<Departure>;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The address lower-cased: one live entry per address and departure. */
  @Column({ name: 'email_key', type: 'varchar', length: 254 })
  emailKey: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'int' })
  travellers: number;

  @Column({ type: 'varchar', length: 2, default: 'it' })
  language: 'it' | 'en';

  @Column({ type: 'varchar', length: 12 })
  status: WaitlistStatus;

  /** The SHA-256 of the personal page's token; the token itself is derived from the id, never stored. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'privacy_accepted_at', type: 'timestamptz' })
  privacyAcceptedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the visitor confirmed the address: their place in line. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The personal link of the offer, which books the held seats. */
  @Column({ name: 'booking_link_id', type: 'uuid', nullable: true })
  bookingLinkId: string | null;

  @ManyToOne(() => BookingLink, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'booking_link_id' })
  bookingLink?: Relation<BookingLink>;

  /** Seats taken off the departure's free seats for this entry alone while it is offered. */
  @Column({ name: 'held_seats', type: 'int', default: 0 })
  heldSeats: number;

  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  /** The booking made from the offer. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  // Deferred: the offer is claimed before the booking's row is written, in the same transaction.
  @ManyToOne(() => Booking, { onDelete: 'SET NULL', nullable: true, deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  /** When it left the list (left, removed, lapsed, booked). */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}

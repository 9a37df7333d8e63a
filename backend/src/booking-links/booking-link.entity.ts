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
import { AdminUser } from '../auth/admin-user.entity.js';
import { Trip } from '../catalogue/trip.entity.js';
import { Departure } from '../departures/departure.entity.js';
import { SavedIban } from '../ibans/saved-iban.entity.js';
import type { PaymentType } from '../bookings/booking-policy.js';

/** Who made a link: the checkout, staff (one or in bulk), or the waiting list's offer of freed seats. */
export const BOOKING_LINK_SOURCES = ['checkout', 'admin', 'bulk', 'waitlist'] as const;
export type BookingLinkSource = (typeof BOOKING_LINK_SOURCES)[number];

/** Links a visitor books from on the site: the checkout's, and a waiting list's offer; the others staff sent. */
export function isSiteLink(source: BookingLinkSource): boolean {
  return source === 'checkout' || source === 'waitlist';
}

/**
 * The offer a customer books from: a departure at its price of the day the customer books
 * (or a price staff froze), the payment terms of the day the link was made, and the bank
 * account to pay into. Reached only by its unguessable token; valid until it expires, is
 * revoked or its departure's start day is over, whichever comes first.
 */
@Entity('booking_links')
@Index('booking_links_checkout_lookup_idx', ['departureId', 'ibanId', 'paymentType'], { where: "source = 'checkout'" })
@Index('booking_links_iban_idx', ['ibanId'])
@Index('booking_links_departure_idx', ['departureId', 'createdAt'])
@Check('booking_links_payment_type', "payment_type IN ('deposit', 'full')")
@Check('booking_links_source', "source IN ('checkout', 'admin', 'bulk', 'waitlist')")
@Check('booking_links_price_positive', 'offer_price_cents IS NULL OR offer_price_cents > 0')
@Check('booking_links_child_discount_range', 'child_discount_percentage BETWEEN 0 AND 100')
@Check('booking_links_deposit_percentage_range', 'deposit_percentage IS NULL OR deposit_percentage BETWEEN 1 AND 100')
@Check('booking_links_deposit_per_person_positive', 'deposit_per_person_cents IS NULL OR deposit_per_person_cents > 0')
@Check('booking_links_token_format', "token ~ '^[0-9A-Za-z]{12,32}$'")
export class BookingLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  token: string;

  @Column({ name: 'departure_id', type: 'uuid' })
  departureId: string;

  @ManyToOne(() => Departure, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'departure_id' })
  departure?: Relation<Departure>;

  @Column({ name: 'trip_id', type: 'uuid' })
  tripId: string;

  @ManyToOne(() => Trip, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'trip_id' })
  trip?: Relation<Trip>;

  /** A price per person staff froze for this offer; null: the departure's price when the customer books. */
  @Column({ name: 'offer_price_cents', type: 'int', nullable: true })
  offerPriceCents: number | null;

  @Column({ name: 'payment_type', type: 'varchar', length: 10 })
  paymentType: PaymentType;

  /** The trip's deposit as a share of the price, when its policy is a percentage. */
  @Column({ name: 'deposit_percentage', type: 'int', nullable: true })
  depositPercentage: number | null;

  /** The trip's deposit per person, when its policy is a fixed amount. */
  @Column({ name: 'deposit_per_person_cents', type: 'int', nullable: true })
  depositPerPersonCents: number | null;

  @Column({ name: 'child_discount_enabled', type: 'boolean', default: true })
  childDiscountEnabled: boolean;

  @Column({ name: 'child_discount_percentage', type: 'int', default: 50 })
  childDiscountPercentage: number;

  /** Where customers pay; kept when the IBAN is later deactivated. */
  @Column({ name: 'iban_id', type: 'uuid', nullable: true })
  ibanId: string | null;

  @ManyToOne(() => SavedIban, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'iban_id' })
  iban?: Relation<SavedIban>;

  /** The end of its days, or of its departure's start day when sooner; a permanent link has only the latter. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'coordinator_names', type: 'varchar', length: 40, array: true })
  coordinatorNames: string[];

  @Column({ name: 'special_notes', type: 'varchar', length: 1000, nullable: true })
  specialNotes: string | null;

  @Column({ type: 'varchar', length: 10 })
  source: BookingLinkSource;

  /** When staff withdrew the link: from then on it is booked from no more, like an expired one. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'revoked_by' })
  revoker?: Relation<AdminUser>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The admin who made it; null for the checkout's links. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<AdminUser>;
}

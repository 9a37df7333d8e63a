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
  UpdateDateColumn,
} from 'typeorm';
import { BookingLink } from '../booking-links/booking-link.entity.js';
import { Trip } from '../catalogue/trip.entity.js';
import type { AirportCode } from '../common/airports.js';
import { Departure } from '../departures/departure.entity.js';
import { SavedIban } from '../ibans/saved-iban.entity.js';
import { Partner } from '../partners/partner.entity.js';
import { BOOKING_POLICY, type PaymentType } from './booking-policy.js';

export const BOOKING_STATUSES = ['pending', 'transfer_declared', 'confirmed', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the agency has received: nothing yet, the deposit, or everything. */
export const PAYMENT_STATUSES = ['pending', 'deposit_paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Seats held by a booking nobody has paid anything for yet. */
const UNPAID = "status IN ('pending', 'transfer_declared') AND payment_status = 'pending'";

/**
 * A booking made from a link, or by a partner agency from its hold: seats held on its
 * departure from the moment it exists until it expires or is cancelled, and the amounts
 * computed once, when it was made. A partner's booking states what the partner owes the
 * agency (its net price, decision PA7) and keeps the retail total beside it.
 */
@Entity('bookings')
// A booking ends when its window does, whether or not the customer said the transfer is made.
@Index('bookings_unpaid_expiry_idx', ['paymentExpiresAt'], { where: "status IN ('pending', 'transfer_declared')" })
// The holder's unpaid seats are counted by each of these before a new hold (UNPAID_HOLD_CAPS).
@Index('bookings_unpaid_client_idx', ['clientHash'], { where: UNPAID })
@Index('bookings_unpaid_network_idx', ['clientNetworkHash'], { where: UNPAID })
@Index('bookings_unpaid_email_idx', ['contactEmailKey'], { where: UNPAID })
@Index('bookings_unpaid_phone_idx', ['contactPhoneKey'], { where: UNPAID })
@Index('bookings_reference_idx', ['paymentReference'])
@Index('bookings_departure_idx', ['departureId'])
@Index('bookings_created_idx', ['createdAt'])
@Check('bookings_status', "status IN ('pending', 'transfer_declared', 'confirmed', 'expired', 'cancelled')")
@Check('bookings_payment_status', "payment_status IN ('pending', 'deposit_paid', 'paid')")
@Check('bookings_payment_type', "payment_type IN ('deposit', 'full')")
@Check('bookings_language', "language IN ('it', 'en')")
@Check('bookings_airport', "airport IN ('MXP', 'FCO')")
@Check('bookings_reference_format', "payment_reference ~ '^Ricevuta [1-9][0-9]{3,4}$'")
@Check(
  'bookings_travellers',
  `traveller_count BETWEEN ${BOOKING_POLICY.minTravellers} AND ${BOOKING_POLICY.maxTravellers} AND adult_count + child_count = traveller_count`,
)
@Check(
  'bookings_amounts',
  'total_price_cents > 0 AND child_discount_cents >= 0 AND deposit_amount_cents BETWEEN 0 AND total_price_cents' +
    ' AND amount_to_pay_cents BETWEEN 0 AND total_price_cents AND amount_paid_cents BETWEEN 0 AND total_price_cents',
)
@Check('bookings_refund_due', 'refund_due_cents BETWEEN 0 AND amount_paid_cents')
@Index('bookings_partner_idx', ['partnerId'], { where: 'partner_id IS NOT NULL' })
@Check('bookings_origin', 'num_nonnulls(booking_link_id, partner_id) = 1')
@Check(
  'bookings_partner_terms',
  '(partner_id IS NULL) = (retail_total_cents IS NULL) AND (partner_id IS NOT NULL OR partner_reference IS NULL)' +
    ' AND (retail_total_cents IS NULL OR retail_total_cents >= total_price_cents)',
)
@Check('bookings_single_rooms', 'single_rooms BETWEEN 0 AND traveller_count AND single_supplement_cents >= 0')
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The link it was made from; null for a partner's booking. */
  @Column({ name: 'booking_link_id', type: 'uuid', nullable: true })
  bookingLinkId: string | null;

  @ManyToOne(() => BookingLink, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'booking_link_id' })
  bookingLink?: Relation<BookingLink>;

  /** The partner agency that made it (DECISIONS 36); messages about it go to the partner. */
  @Column({ name: 'partner_id', type: 'uuid', nullable: true })
  partnerId: string | null;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** The partner's own reference for it, as it sent it. */
  @Column({ name: 'partner_reference', type: 'varchar', length: 100, nullable: true })
  partnerReference: string | null;

  /** A partner's booking only: what the travellers pay at retail; the amounts below are the partner's. */
  @Column({ name: 'retail_total_cents', type: 'int', nullable: true })
  retailTotalCents: number | null;

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

  @Column({ type: 'varchar', length: 3 })
  airport: AirportCode;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: BookingStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: PaymentStatus;

  /** Seats held: one per traveller. */
  @Column({ name: 'traveller_count', type: 'int' })
  travellerCount: number;

  @Column({ name: 'adult_count', type: 'int' })
  adultCount: number;

  @Column({ name: 'child_count', type: 'int' })
  childCount: number;

  /** The link's price per person when the booking was made. */
  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  @Column({ name: 'total_price_cents', type: 'int' })
  totalPriceCents: number;

  @Column({ name: 'child_discount_cents', type: 'int' })
  childDiscountCents: number;

  /** Single rooms asked for (DECISIONS 33), priced at the trip's supplement of the day. */
  @Column({ name: 'single_rooms', type: 'int', default: 0 })
  singleRooms: number;

  /** What the single rooms added to the total. */
  @Column({ name: 'single_supplement_cents', type: 'int', default: 0 })
  singleSupplementCents: number;

  @Column({ name: 'deposit_amount_cents', type: 'int' })
  depositAmountCents: number;

  /** What the customer is asked to transfer now: the deposit or the total. */
  @Column({ name: 'amount_to_pay_cents', type: 'int' })
  amountToPayCents: number;

  /** What an admin has recorded as received. */
  @Column({ name: 'amount_paid_cents', type: 'int', default: 0 })
  amountPaidCents: number;

  @Column({ name: 'payment_type', type: 'varchar', length: 10 })
  paymentType: PaymentType;

  /** 'Ricevuta NNNN': the transfer's description and the customer's booking number (payment_references keeps it unique). */
  @Column({ name: 'payment_reference', type: 'varchar', length: 20 })
  paymentReference: string;

  @Column({ name: 'payment_expires_at', type: 'timestamptz' })
  paymentExpiresAt: Date;

  @Column({ name: 'contact_email', type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ name: 'contact_phone', type: 'varchar', length: 40 })
  contactPhone: string;

  /** SHA-256 of the token of the customer's private booking page (booking-page-token.ts). */
  @Index('bookings_page_token_idx', { unique: true })
  @Column({ name: 'page_token_hash', type: 'char', length: 64, nullable: true })
  pageTokenHash: string | null;

  /** The language the customer booked in: every message and document of the booking speaks it. */
  @Column({ type: 'varchar', length: 2, default: 'it' })
  language: 'it' | 'en';

  /** The account the customer was told to pay into: the link's, else the system IBAN of the day. */
  @Column({ name: 'iban_id', type: 'uuid' })
  ibanId: string;

  @ManyToOne(() => SavedIban, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'iban_id' })
  iban?: Relation<SavedIban>;

  /** The contact e-mail and phone as one holder: lower case without +tags, the last nine digits. */
  @Column({ name: 'contact_email_key', type: 'varchar', length: 254 })
  contactEmailKey: string;

  @Column({ name: 'contact_phone_key', type: 'varchar', length: 20 })
  contactPhoneKey: string;

  /** Keyed hashes of the client that booked (its address, an IPv6 /64) and of its IPv6 /48; never the address. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64, nullable: true })
  clientHash: string | null;

  @Column({ name: 'client_network_hash', type: 'varchar', length: 64, nullable: true })
  clientNetworkHash: string | null;

  @Column({ name: 'transfer_declared_at', type: 'timestamptz', nullable: true })
  transferDeclaredAt: Date | null;

  /** When the customer who declared a transfer is to be reminded that the window ends the next day. */
  @Column({ name: 'transfer_reminder_due_at', type: 'timestamptz', nullable: true })
  transferReminderDueAt: Date | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When it expired or was cancelled: the moment its seats went back on sale. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** The pre-contract information the customer confirmed reading (its version), and when (art. 37). */
  @Column({ name: 'information_version', type: 'char', length: 64, nullable: true })
  informationVersion: string | null;

  @Column({ name: 'information_accepted_at', type: 'timestamptz', nullable: true })
  informationAcceptedAt: Date | null;

  /** What the agency owes back after cancelling it: everything paid (DECISIONS 34); staff make the transfer. */
  @Column({ name: 'refund_due_cents', type: 'int', default: 0 })
  refundDueCents: number;

  /** Why the agency cancelled it, as staff wrote it for the customer. */
  @Column({ name: 'cancellation_reason', type: 'varchar', length: 500, nullable: true })
  cancellationReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

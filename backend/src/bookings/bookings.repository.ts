import { createHash } from 'node:crypto';
import type { ArrangedRoom, RoomingBooking } from './rooming.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SeatRelease } from '../departures/departures.repository.js';
import { hashLockKey } from '../common/advisory-lock.js';
import type { BookingNotice } from '../notifications/telegram.js';
import { searchCondition, type SearchParameters } from './booking-search.js';
import type { PaymentType } from './booking-policy.js';
import type { BookingStatus, PaymentStatus } from './booking.entity.js';
import type { BookingCreatedDto } from './dto/booking-create.dto.js';
import type { HolderHeldSeats } from './unpaid-holds.js';
import type { AdminBookingDto } from './dto/admin-booking.dto.js';

/** A booking as the admin screens list it, with its trip, its dates and its lead traveller. */
export interface BookingRow {
  id: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  payment_reference: string;
  trip_slug: string;
  trip_title: string;
  departure_id: string;
  iban_id: string;
  airport: AdminBookingDto['airport'];
  traveller_count: number;
  adult_count: number;
  child_count: number;
  lead_traveller: string;
  contact_email: string;
  contact_phone: string;
  total_price_cents: number;
  deposit_amount_cents: number;
  amount_to_pay_cents: number;
  amount_paid_cents: number;
  refund_due_cents: number;
  payment_type: PaymentType;
  payment_expires_at: Date;
  transfer_declared_at: Date | null;
  transfer_reminder_due_at: Date | null;
  confirmed_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  /** The adult price per traveller when booked. */
  price_cents: number;
  child_discount_cents: number;
  single_rooms: number;
  single_supplement_cents: number;
  language: 'it' | 'en';
  information_version: string | null;
  information_accepted_at: Date | null;
  partner_name: string | null;
  partner_reference: string | null;
  retail_total_cents: number | null;
}

/** A booking as the payment and success pages show it; dates and beneficiary come from their owners. */
export interface PaymentPageRow {
  id: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  trip_title: string;
  departure_id: string;
  iban_id: string;
  airport: AdminBookingDto['airport'];
  adult_count: number;
  child_count: number;
  single_rooms: number;
  single_supplement_cents: number;
  total_price_cents: number;
  deposit_amount_cents: number;
  amount_to_pay_cents: number;
  payment_type: PaymentType;
  payment_reference: string;
  payment_expires_at: Date;
  amount_paid_cents: number;
  language: 'it' | 'en';
  trip_slug: string;
  cancellation_reason: string | null;
  partner_id: string | null;
  partner_reference: string | null;
  travellers: { firstName: string; lastName: string }[];
}

/** What the agency's notice needs of the booking itself; dates and link source come from their owners. */
export type NoticeRow = Omit<BookingNotice, 'startDate' | 'endDate' | 'origin'> & {
  departureId: string;
  bookingLinkId: string | null;
  partnerId: string | null;
  partnerReference: string | null;
  retailTotalCents: number | null;
};

/** A partner's booking as the partner API reads it (decision PA7: the amounts are the partner's). */
export interface PartnerBookingRow {
  id: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentReference: string;
  departureId: string;
  tripSlug: string;
  airport: AdminBookingDto['airport'];
  partnerReference: string | null;
  retailTotalCents: number;
  netTotalCents: number;
  depositAmountCents: number;
  amountToPayCents: number;
  amountPaidCents: number;
  paymentType: PaymentType;
  paymentExpiresAt: Date;
  ibanId: string;
  contactEmail: string;
  contactPhone: string;
  language: 'it' | 'en';
  createdAt: Date;
  travellers: { firstName: string; lastName: string; birthDate: string | null; isChild: boolean }[];
}

/** A partner's booking as its webhooks announce it. */
export interface PartnerBookingEventRow {
  partnerId: string;
  id: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  partnerReference: string | null;
  departureId: string;
  totalPriceCents: number;
  netPriceCents: number;
  amountPaidCents: number;
  paymentExpiresAt: Date;
}

/** What recording a payment needs of a booking. */
export interface PaymentFacts {
  id: string;
  referenceNumber: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentType: PaymentType;
  totalPriceCents: number;
  depositAmountCents: number;
  amountPaidCents: number;
  travellerCount: number;
  departureId: string;
}

export interface TravellerRow {
  /** 0 for the first traveller: what the passport number is bound to, with the booking. */
  position: number;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  address: string | null;
  passport_number_encrypted: string | null;
  is_child: boolean;
  single_room: boolean;
}

/** One traveller of a departure's passenger list, with the booking it belongs to. */
export interface PassengerRow extends TravellerRow {
  booking_id: string;
  payment_reference: string;
  status: string;
  airport: string;
  contact_email: string;
  contact_phone: string;
}

/** Where a new booking comes from: a link of the site, or a partner's hold (decision PA7). */
export type BookingOrigin =
  { bookingLinkId: string } | { partnerId: string; partnerReference: string | null; retailTotalCents: number };

export interface NewBooking {
  id: string;
  origin: BookingOrigin;
  departureId: string;
  tripId: string;
  airport: string;
  travellerCount: number;
  adultCount: number;
  childCount: number;
  priceCents: number;
  totalPriceCents: number;
  childDiscountCents: number;
  singleRooms: number;
  singleSupplementCents: number;
  depositAmountCents: number;
  amountToPayCents: number;
  paymentType: PaymentType;
  paymentReference: string;
  paymentExpiresAt: Date;
  contactEmail: string;
  contactPhone: string;
  language: 'it' | 'en';
  pageTokenHash: string;
  /** The information the customer confirmed; null when the request did not say (an API client). */
  informationVersion: string | null;
  ibanId: string;
  holder: Holder;
}

/** Who holds a booking's seats, by each key unpaid holds are capped on (unpaid-holds.ts). */
export interface Holder {
  clientHash: string | null;
  networkHash: string | null;
  emailKey: string;
  phoneKey: string;
}

export interface NewTraveller {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  address: string | null;
  passportNumberEncrypted: string | null;
  isChild: boolean;
  /** Asked for a single room (false also when the booking gave only a count). */
  singleRoom: boolean;
}

/** A departure's travellers by how far their bookings got: confirmed (sold) or waiting for their money (held). */
export interface DepartureSeatsSold {
  departureId: string;
  sold: number;
  held: number;
}

/** A live booking that has not received its whole price yet. */
export interface OwingBookingRow {
  id: string;
  departureId: string;
  status: BookingStatus;
  totalPriceCents: number;
  amountToPayCents: number;
  amountPaidCents: number;
  paymentExpiresAt: Date;
}

/** Bookings made in a period from one link. */
export interface BookingsMadeFromLink {
  linkId: string;
  made: number;
}

export interface BookingFilter {
  status: BookingStatus | null;
  tripSlug: string | null;
  departureId: string | null;
  search: SearchParameters | null;
  /** Only these bookings (the messages' owner names them); null for any. */
  ids: string[] | null;
}

const BOOKING_COLUMNS = `
  b.id, b.status, b.payment_status, b.payment_reference, t.slug AS trip_slug, t.content_it->>'title' AS trip_title,
  b.departure_id, b.iban_id, b.airport, b.traveller_count, b.adult_count, b.child_count,
  (SELECT bt.last_name || ' ' || bt.first_name FROM booking_travellers bt
    WHERE bt.booking_id = b.id ORDER BY bt.position LIMIT 1) AS lead_traveller,
  b.contact_email, b.contact_phone, b.total_price_cents, b.deposit_amount_cents, b.amount_to_pay_cents,
  b.amount_paid_cents, b.refund_due_cents, b.payment_type, b.payment_expires_at, b.transfer_declared_at, b.transfer_reminder_due_at, b.confirmed_at, b.closed_at,
  b.created_at, b.price_cents, b.child_discount_cents, b.single_rooms, b.single_supplement_cents, b.language,
  b.information_version, b.information_accepted_at, p.name AS partner_name, b.partner_reference, b.retail_total_cents`;
/** A partner's booking is listed with the partner's name (decision PA7). */
const BOOKING_FROM = `bookings b JOIN trips t ON t.id = b.trip_id LEFT JOIN partners p ON p.id = b.partner_id`;
const PAYMENT_FACTS = `b.id, r.number AS "referenceNumber", b.status, b.payment_status AS "paymentStatus",
  b.payment_type AS "paymentType", b.total_price_cents AS "totalPriceCents",
  b.deposit_amount_cents AS "depositAmountCents", b.amount_paid_cents AS "amountPaidCents",
  b.traveller_count AS "travellerCount", b.departure_id AS "departureId"`;
const LIVE = `status NOT IN ('expired', 'cancelled')`;
/** Seats held by a booking nobody has paid anything for yet (the partial indexes' condition). */
const UNPAID = `status IN ('pending', 'transfer_declared') AND payment_status = 'pending'`;
/** First key of the advisory locks on a departure's rooms (see lockRooms). */
const ROOMS_LOCK = 0x726f6f6d;
/** First key of the advisory locks on holders (see lockHolder). */
const HOLDER_LOCK = 0x686f6c64;

/**
 * Every statement on bookings, their travellers and the idempotency records of their
 * creation. Status changes are conditional on the current status, so that each happens once
 * however many requests or replicas try; the seats they free are given back by the caller, in
 * the same transaction, through the departures repository.
 */
@Injectable()
export class BookingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // Idempotency

  /**
   * Claims an idempotency key for this request; false when it was claimed before. A second
   * request with the key waits here until the first one's transaction ends.
   */
  async claimIdempotencyKey(manager: EntityManager, key: string, requestHash: string): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO idempotency_keys (key, request_hash) VALUES ($1, $2)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [key, requestHash],
    );
    return claimed.length > 0;
  }

  /** The stored record of a key: its request's hash and the answer (the site's booking, or a partner's hold or booking). */
  async findIdempotencyRecord<Response extends object = BookingCreatedDto>(
    manager: EntityManager,
    key: string,
  ): Promise<{ requestHash: string; response: Response | null } | null> {
    const [stored] = await manager.query<{ requestHash: string; response: Response | null }[]>(
      'SELECT request_hash AS "requestHash", response FROM idempotency_keys WHERE key = $1',
      [key],
    );
    return stored ?? null;
  }

  async storeIdempotentResponse(manager: EntityManager, key: string, response: object): Promise<void> {
    await manager.query('UPDATE idempotency_keys SET response = $2 WHERE key = $1', [key, response]);
  }

  /** Deletes idempotency records older than `hours`; returns how many. */
  async purgeIdempotencyKeys(hours: number): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)',
      [hours],
    );
    return deleted;
  }

  // Creation

  /** Inserts the booking; its reference number is claimed by the caller in the same transaction. */
  async insert(manager: EntityManager, booking: NewBooking): Promise<void> {
    await manager.query(
      `INSERT INTO bookings (id, booking_link_id, departure_id, trip_id, airport, traveller_count, adult_count,
              child_count, price_cents, total_price_cents, child_discount_cents, deposit_amount_cents,
              amount_to_pay_cents, payment_type, payment_reference, payment_expires_at, contact_email,
              contact_phone, iban_id, contact_email_key, contact_phone_key, client_hash, client_network_hash, language, page_token_hash,
              information_version, information_accepted_at, single_rooms, single_supplement_cents,
              partner_id, partner_reference, retail_total_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
               $26::char(64), CASE WHEN $26::char(64) IS NULL THEN NULL ELSE now() END, $27, $28, $29, $30, $31)`,
      [
        booking.id,
        'bookingLinkId' in booking.origin ? booking.origin.bookingLinkId : null,
        booking.departureId,
        booking.tripId,
        booking.airport,
        booking.travellerCount,
        booking.adultCount,
        booking.childCount,
        booking.priceCents,
        booking.totalPriceCents,
        booking.childDiscountCents,
        booking.depositAmountCents,
        booking.amountToPayCents,
        booking.paymentType,
        booking.paymentReference,
        booking.paymentExpiresAt,
        booking.contactEmail,
        booking.contactPhone,
        booking.ibanId,
        booking.holder.emailKey,
        booking.holder.phoneKey,
        booking.holder.clientHash,
        booking.holder.networkHash,
        booking.language,
        booking.pageTokenHash,
        booking.informationVersion,
        booking.singleRooms,
        booking.singleSupplementCents,
        'partnerId' in booking.origin ? booking.origin.partnerId : null,
        'partnerId' in booking.origin ? booking.origin.partnerReference : null,
        'partnerId' in booking.origin ? booking.origin.retailTotalCents : null,
      ],
    );
  }

  /**
   * Serialises new holds per holder until the transaction ends: two bookings of one holder
   * at once count each other's seats. Locks are taken in one order, so they never deadlock.
   */
  async lockHolder(manager: EntityManager, holder: Holder): Promise<void> {
    const keys = [holder.clientHash, holder.networkHash, holder.emailKey, holder.phoneKey]
      .filter((key): key is string => key !== null)
      .map((key) => hashLockKey(createHash('sha256').update(key).digest('hex')))
      .sort((a, b) => a - b);
    for (const key of new Set(keys)) {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [HOLDER_LOCK, key]);
    }
  }

  /** Unpaid seats and bookings of a departure made within the last `minutes`. */
  async recentUnpaid(
    manager: EntityManager,
    departureId: string,
    minutes: number,
  ): Promise<{ seats: number; bookings: number }> {
    const [row] = await manager.query<{ seats: number; bookings: number }[]>(
      `SELECT coalesce(sum(traveller_count), 0)::int AS seats, count(*)::int AS bookings
         FROM bookings
        WHERE departure_id = $1 AND ${UNPAID} AND created_at > now() - make_interval(mins => $2)`,
      [departureId, minutes],
    );
    return row;
  }

  /** The unpaid seats each part of the holder keeps now, in total and on `departureId`. */
  /** Seats of the partner's unpaid bookings on the departure (decision PA8: its own cap). */
  async partnerUnpaidSeats(manager: EntityManager, partnerId: string, departureId: string): Promise<number> {
    const [row] = await manager.query<{ seats: number }[]>(
      `SELECT COALESCE(sum(traveller_count), 0)::int AS seats FROM bookings
        WHERE partner_id = $1 AND departure_id = $2 AND ${UNPAID}`,
      [partnerId, departureId],
    );
    return row.seats;
  }

  /** What a partner's webhook says of its booking, read in the transaction that changed it; null for a site booking. */
  async findPartnerEventFacts(manager: EntityManager, id: string): Promise<PartnerBookingEventRow | null> {
    const [row] = await manager.query<PartnerBookingEventRow[]>(
      `SELECT partner_id AS "partnerId", id, status, payment_status AS "paymentStatus",
              partner_reference AS "partnerReference", departure_id AS "departureId",
              retail_total_cents AS "totalPriceCents", total_price_cents AS "netPriceCents",
              amount_paid_cents AS "amountPaidCents", payment_expires_at AS "paymentExpiresAt"
         FROM bookings WHERE id = $1 AND partner_id IS NOT NULL`,
      [id],
    );
    return row ?? null;
  }

  /** A partner's own booking as the partner API answers it; null for another's or none. */
  async findPartnerBooking(partnerId: string, id: string): Promise<PartnerBookingRow | null> {
    const [row] = await this.dataSource.query<PartnerBookingRow[]>(
      `SELECT b.id, b.status, b.payment_status AS "paymentStatus", b.payment_reference AS "paymentReference",
              b.departure_id AS "departureId", t.slug AS "tripSlug", b.airport, b.partner_reference AS "partnerReference",
              b.retail_total_cents AS "retailTotalCents", b.total_price_cents AS "netTotalCents",
              b.deposit_amount_cents AS "depositAmountCents", b.amount_to_pay_cents AS "amountToPayCents",
              b.amount_paid_cents AS "amountPaidCents", b.payment_type AS "paymentType",
              b.payment_expires_at AS "paymentExpiresAt", b.iban_id AS "ibanId", b.contact_email AS "contactEmail",
              b.contact_phone AS "contactPhone", b.language, b.created_at AS "createdAt",
              (SELECT json_agg(json_build_object('firstName', bt.first_name, 'lastName', bt.last_name,
                                                 'birthDate', to_char(bt.birth_date, 'YYYY-MM-DD'), 'isChild', bt.is_child)
                               ORDER BY bt.position)
                 FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers
         FROM ${BOOKING_FROM}
        WHERE b.id = $1 AND b.partner_id = $2`,
      [id, partnerId],
    );
    return row ?? null;
  }

  /**
   * Cancels the partner's booking while it waits for its payment (as cancelWaiting does for
   * staff); answers whether the partner has it and the seats to give back when this call
   * cancelled it.
   */
  async cancelPartnerWaiting(
    manager: EntityManager,
    partnerId: string,
    id: string,
  ): Promise<{ found: boolean; status: BookingStatus | null; release: SeatRelease | null }> {
    const [row] = await manager.query<{ status: BookingStatus }[]>(
      'SELECT status FROM bookings WHERE id = $1 AND partner_id = $2 FOR UPDATE',
      [id, partnerId],
    );
    if (!row) return { found: false, status: null, release: null };
    const release = await this.cancelWaiting(manager, id, 'Annullata dal partner');
    return { found: true, status: release ? 'cancelled' : row.status, release };
  }

  async unpaidSeatsOf(manager: EntityManager, holder: Holder, departureId: string): Promise<HolderHeldSeats> {
    const [row] = await manager.query<Record<string, number>[]>(
      `SELECT coalesce(sum(traveller_count) FILTER (WHERE client_hash = $1), 0)::int AS client_total,
              coalesce(sum(traveller_count) FILTER (WHERE client_hash = $1 AND departure_id = $5), 0)::int AS client_here,
              coalesce(sum(traveller_count) FILTER (WHERE contact_email_key = $3), 0)::int AS email_total,
              coalesce(sum(traveller_count) FILTER (WHERE contact_email_key = $3 AND departure_id = $5), 0)::int AS email_here,
              coalesce(sum(traveller_count) FILTER (WHERE contact_phone_key = $4), 0)::int AS phone_total,
              coalesce(sum(traveller_count) FILTER (WHERE contact_phone_key = $4 AND departure_id = $5), 0)::int AS phone_here,
              coalesce(sum(traveller_count) FILTER (WHERE client_network_hash = $2), 0)::int AS network_total
         FROM bookings
        WHERE ${UNPAID} AND partner_id IS NULL
          AND (client_hash = $1 OR client_network_hash = $2 OR contact_email_key = $3 OR contact_phone_key = $4)`,
      [holder.clientHash, holder.networkHash, holder.emailKey, holder.phoneKey, departureId],
    );
    return {
      client: { total: row.client_total, onDeparture: row.client_here },
      email: { total: row.email_total, onDeparture: row.email_here },
      phone: { total: row.phone_total, onDeparture: row.phone_here },
      network: row.network_total,
    };
  }

  /** Passport numbers still in the format before v2, a batch at a time, locked until the transaction ends. */
  async lockLegacyPassports(
    manager: EntityManager,
    limit: number,
  ): Promise<{ bookingId: string; position: number; stored: string }[]> {
    return manager.query(
      `SELECT booking_id AS "bookingId", position, passport_number_encrypted AS stored
         FROM booking_travellers WHERE passport_number_encrypted LIKE 'v1.%'
        ORDER BY booking_id, position LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async setPassport(manager: EntityManager, bookingId: string, position: number, stored: string | null): Promise<void> {
    await manager.query(
      'UPDATE booking_travellers SET passport_number_encrypted = $3 WHERE booking_id = $1 AND position = $2',
      [bookingId, position, stored],
    );
  }

  /** `passportNumberEncrypted` of each traveller is bound to its position in `travellers` (PassportCipher). */
  async insertTravellers(manager: EntityManager, bookingId: string, travellers: readonly NewTraveller[]) {
    for (const [position, traveller] of travellers.entries()) {
      await manager.query(
        `INSERT INTO booking_travellers (booking_id, position, first_name, last_name, birth_date, address,
                passport_number_encrypted, is_child, single_room)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          bookingId,
          position,
          traveller.firstName,
          traveller.lastName,
          traveller.birthDate,
          traveller.address,
          traveller.passportNumberEncrypted,
          traveller.isChild,
          traveller.singleRoom,
        ],
      );
    }
  }

  // The customer's pages

  /** Who a booking's messages go to, and in which language; null when there is no such booking. */
  async contactOf(
    manager: EntityManager,
    id: string,
  ): Promise<{ email: string; language: 'it' | 'en'; partnerId: string | null } | null> {
    const [row] = await manager.query<{ email: string; language: 'it' | 'en'; partnerId: string | null }[]>(
      'SELECT contact_email AS email, language, partner_id AS "partnerId" FROM bookings WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  /** The booking a private page token opens. */
  async findByPageToken(tokenHash: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ id: string }[]>('SELECT id FROM bookings WHERE page_token_hash = $1', [
      tokenHash,
    ]);
    return row?.id ?? null;
  }

  /** Bookings made before private pages existed, for their token hash to be written. */
  async withoutPageToken(batch: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      'SELECT id FROM bookings WHERE page_token_hash IS NULL LIMIT $1',
      [batch],
    );
    return rows.map((row) => row.id);
  }

  async setPageTokenHash(id: string, tokenHash: string): Promise<void> {
    await this.dataSource.query('UPDATE bookings SET page_token_hash = $2 WHERE id = $1 AND page_token_hash IS NULL', [
      id,
      tokenHash,
    ]);
  }

  async findForPaymentPage(id: string): Promise<PaymentPageRow | null> {
    const [row] = await this.dataSource.query<PaymentPageRow[]>(
      `SELECT b.id, b.status, b.payment_status, b.departure_id, b.iban_id,
              -- In the booking's language, the Italian title where the trip has no English one.
              COALESCE(CASE WHEN b.language = 'en' THEN t.content_en->>'title' END, t.content_it->>'title') AS trip_title,
              b.airport, b.adult_count, b.child_count, b.single_rooms, b.single_supplement_cents,
              b.total_price_cents, b.deposit_amount_cents, b.amount_to_pay_cents, b.payment_type,
              b.payment_reference, b.payment_expires_at, b.amount_paid_cents, b.language, t.slug AS trip_slug, b.cancellation_reason,
              b.partner_id, b.partner_reference,
              (SELECT json_agg(json_build_object('firstName', bt.first_name, 'lastName', bt.last_name)
                               ORDER BY bt.position)
                 FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers
         FROM ${BOOKING_FROM}
        WHERE b.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /**
   * A pending booking within its window becomes transfer_declared, its seats held until
   * `windowEnd` and its reminder due at `reminderDue`; false for any other booking.
   */
  async declareTransfer(id: string, windowEnd: Date, reminderDue: Date): Promise<boolean> {
    const [updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE bookings SET status = 'transfer_declared', transfer_declared_at = now(), updated_at = now(),
              payment_expires_at = greatest(payment_expires_at, $2), transfer_reminder_due_at = $3
        WHERE id = $1 AND status = 'pending' AND payment_expires_at > now()
        RETURNING status`,
      [id, windowEnd, reminderDue],
    );
    return updated.length > 0;
  }

  /**
   * Staff give a booking still waiting for its money more time: its window ends at `windowEnd`
   * (never earlier than it did) and a declared transfer's reminder moves with it. False when
   * the booking is not waiting.
   */
  async extendWindow(manager: EntityManager, id: string, windowEnd: Date, reminderDue: Date): Promise<boolean> {
    const [updated] = await manager.query<[unknown[], number]>(
      `UPDATE bookings SET payment_expires_at = greatest(payment_expires_at, $2::timestamptz), updated_at = now(),
              transfer_reminder_due_at = CASE WHEN status = 'transfer_declared' THEN $3::timestamptz END
        WHERE id = $1 AND status IN ('pending', 'transfer_declared')
        RETURNING id`,
      [id, windowEnd, reminderDue],
    );
    return updated.length > 0;
  }

  /**
   * Puts the contact staff corrected on the booking, with the keys unpaid holds are capped on;
   * a field left null stays as it is. False when there is no such booking.
   */
  async changeContact(
    manager: EntityManager,
    id: string,
    change: { email: string | null; emailKey: string | null; phone: string | null; phoneKey: string | null },
  ): Promise<boolean> {
    const [updated] = await manager.query<[unknown[], number]>(
      `UPDATE bookings SET contact_email = COALESCE($2, contact_email), contact_email_key = COALESCE($3, contact_email_key),
              contact_phone = COALESCE($4, contact_phone), contact_phone_key = COALESCE($5, contact_phone_key),
              updated_at = now()
        WHERE id = $1
        RETURNING id`,
      [id, change.email, change.emailKey, change.phone, change.phoneKey],
    );
    return updated.length > 0;
  }

  async findWindow(
    manager: EntityManager,
    id: string,
  ): Promise<{ status: BookingStatus; paymentExpiresAt: Date } | null> {
    const [row] = await manager.query<{ status: BookingStatus; paymentExpiresAt: Date }[]>(
      'SELECT status, payment_expires_at AS "paymentExpiresAt" FROM bookings WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  async findDepartureId(id: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ departureId: string }[]>(
      'SELECT departure_id AS "departureId" FROM bookings WHERE id = $1',
      [id],
    );
    return row?.departureId ?? null;
  }

  async findReference(id: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ reference: string }[]>(
      'SELECT payment_reference AS reference FROM bookings WHERE id = $1',
      [id],
    );
    return row?.reference ?? null;
  }

  async findStatus(id: string, manager: EntityManager = this.dataSource.manager): Promise<BookingStatus | null> {
    const [current] = await manager.query<
      {
        status: BookingStatus;
      }[]
    >('SELECT status FROM bookings WHERE id = $1', [id]);
    return current?.status ?? null;
  }

  // Admin

  /** Newest first; `$1`-`$6` are the filters, then limit and offset. */
  async list(
    filter: BookingFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: BookingRow[]; total: number }> {
    const where = [
      '($1::varchar IS NULL OR b.status = $1)',
      '($2::varchar IS NULL OR t.slug = $2)',
      '($3::uuid IS NULL OR b.departure_id = $3)',
      searchCondition(4),
      '($7::uuid[] IS NULL OR b.id = ANY($7::uuid[]))',
    ].join(' AND ');
    const parameters = [
      filter.status,
      filter.tripSlug,
      filter.departureId,
      filter.search?.pattern ?? null,
      filter.search?.compact ?? null,
      filter.search?.phoneDigits ?? null,
      filter.ids,
    ];
    const rows = await this.dataSource.query<BookingRow[]>(
      `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE ${where}
        ORDER BY b.created_at DESC, b.id LIMIT $8 OFFSET $9`,
      [...parameters, page.limit, page.offset],
    );
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM ${BOOKING_FROM} WHERE ${where}`,
      parameters,
    );
    return { rows, total };
  }

  // What the customer is reminded of (messages.cron.ts)

  /** Unpaid bookings whose 5-hour window ends within `minutes`, the transfer not declared. */
  async windowsEndingWithin(minutes: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM bookings
        WHERE status = 'pending' AND amount_paid_cents = 0
          AND payment_expires_at > now() AND payment_expires_at <= now() + make_interval(mins => $1)`,
      [minutes],
    );
    return rows.map((row) => row.id);
  }

  /** Declared transfers whose reminder is due (DECISIONS 29), with no money arrived and the window still open. */
  async transferRemindersDue(): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM bookings
        WHERE status = 'transfer_declared' AND amount_paid_cents = 0
          AND transfer_reminder_due_at <= now() AND payment_expires_at > now()`,
    );
    return rows.map((row) => row.id);
  }

  /** The confirmed bookings of these departures. */
  async confirmedOn(departureIds: readonly string[]): Promise<string[]> {
    if (departureIds.length === 0) return [];
    const rows = await this.dataSource.query<{ id: string }[]>(
      "SELECT id FROM bookings WHERE status = 'confirmed' AND departure_id = ANY($1::uuid[])",
      [departureIds],
    );
    return rows.map((row) => row.id);
  }

  /** Confirmed bookings that paid a deposit and owe the balance, by reference. */
  async listOwingBalance(): Promise<BookingRow[]> {
    return this.dataSource.query<BookingRow[]>(
      `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM}
        WHERE b.status = 'confirmed' AND b.payment_status = 'deposit_paid' ORDER BY b.payment_reference`,
    );
  }

  // The agency dashboard

  /** The travellers of these departures' live bookings, sold and held; a departure without any is absent. */
  async seatsSoldOn(manager: EntityManager, departureIds: readonly string[]): Promise<Map<string, DepartureSeatsSold>> {
    if (departureIds.length === 0) return new Map();
    const rows = await manager.query<DepartureSeatsSold[]>(
      `SELECT departure_id AS "departureId",
              coalesce(sum(traveller_count) FILTER (WHERE status = 'confirmed'), 0)::int AS sold,
              coalesce(sum(traveller_count) FILTER (WHERE status IN ('pending', 'transfer_declared')), 0)::int AS held
         FROM bookings
        WHERE departure_id = ANY($1::uuid[]) AND ${LIVE}
        GROUP BY departure_id`,
      [departureIds],
    );
    return new Map(rows.map((row) => [row.departureId, row]));
  }

  /** Live bookings still owed part of their price, whenever it is due. */
  async owingMoney(manager: EntityManager): Promise<OwingBookingRow[]> {
    return await manager.query<OwingBookingRow[]>(
      `SELECT id, departure_id AS "departureId", status, total_price_cents AS "totalPriceCents",
              amount_to_pay_cents AS "amountToPayCents", amount_paid_cents AS "amountPaidCents",
              payment_expires_at AS "paymentExpiresAt"
         FROM bookings
        WHERE ${LIVE} AND amount_paid_cents < total_price_cents`,
    );
  }

  /**
   * Bookings made in each period (from `startsAt` included to `endsAt` excluded), whatever
   * became of them since, counted per link they were made from; in the periods' order.
   */
  async countMadeIn(
    manager: EntityManager,
    periods: readonly { startsAt: Date; endsAt: Date }[],
  ): Promise<BookingsMadeFromLink[][]> {
    if (periods.length === 0) return [];
    const rows = await manager.query<(BookingsMadeFromLink & { position: string })[]>(
      `SELECT p.position, b.booking_link_id AS "linkId", count(*)::int AS made
         FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS p(starts_at, ends_at, position)
         JOIN bookings b ON b.created_at >= p.starts_at AND b.created_at < p.ends_at
        GROUP BY p.position, b.booking_link_id`,
      [periods.map((period) => period.startsAt), periods.map((period) => period.endsAt)],
    );
    const byPeriod = periods.map((): BookingsMadeFromLink[] => []);
    for (const { position, linkId, made } of rows) byPeriod[Number(position) - 1].push({ linkId, made });
    return byPeriod;
  }

  async findForAdmin(manager: EntityManager, id: string): Promise<BookingRow | null> {
    const [row] = await manager.query<BookingRow[]>(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  async travellersOf(manager: EntityManager, id: string): Promise<TravellerRow[]> {
    return await manager.query<TravellerRow[]>(
      `SELECT position, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, address,
              passport_number_encrypted, is_child, single_room
         FROM booking_travellers WHERE booking_id = $1 ORDER BY position`,
      [id],
    );
  }

  /**
   * The payment facts of the bookings holding these reference numbers now, locked until the
   * transaction ends (a number given again after 12 months belongs to its new booking).
   */
  async lockPaymentFactsByNumber(
    manager: EntityManager,
    numbers: readonly number[],
  ): Promise<Map<number, PaymentFacts>> {
    if (numbers.length === 0) return new Map();
    const rows = await manager.query<PaymentFacts[]>(
      `SELECT ${PAYMENT_FACTS} FROM bookings b JOIN payment_references r ON r.booking_id = b.id
        WHERE r.number = ANY($1::int[]) ORDER BY b.id FOR UPDATE OF b`,
      [numbers],
    );
    return new Map(rows.map((row) => [row.referenceNumber, row]));
  }

  async lockPaymentFacts(manager: EntityManager, id: string): Promise<PaymentFacts | null> {
    const [row] = await manager.query<PaymentFacts[]>(
      `SELECT ${PAYMENT_FACTS} FROM bookings b LEFT JOIN payment_references r ON r.booking_id = b.id
        WHERE b.id = $1 FOR UPDATE OF b`,
      [id],
    );
    return row ?? null;
  }

  /**
   * Writes what a payment changed: the amount paid, its status and the booking's (an expired
   * booking comes back: its caller took its seats again).
   */
  async recordPayment(
    manager: EntityManager,
    id: string,
    paid: { amountPaidCents: number; paymentStatus: PaymentStatus; status: BookingStatus },
  ): Promise<void> {
    await manager.query(
      `UPDATE bookings
          SET amount_paid_cents = $2, payment_status = $3::varchar, status = $4::varchar, updated_at = now(),
              confirmed_at = CASE WHEN $4::varchar = 'confirmed' THEN coalesce(confirmed_at, now()) END,
              closed_at = CASE WHEN $4::varchar IN ('expired', 'cancelled') THEN closed_at END
        WHERE id = $1`,
      [id, paid.amountPaidCents, paid.paymentStatus, paid.status],
    );
  }

  /** Cancels a booking still waiting for its payment; the seats to give back, or null when it was not waiting. */
  async cancelWaiting(manager: EntityManager, id: string, reason: string | null): Promise<SeatRelease | null> {
    const [cancelled] = await manager.query<[SeatRelease[], number]>(
      `UPDATE bookings SET status = 'cancelled', closed_at = now(), updated_at = now(), cancellation_reason = $2,
              refund_due_cents = amount_paid_cents
        WHERE id = $1 AND status IN ('pending', 'transfer_declared')
        RETURNING departure_id AS "departureId", traveller_count AS seats`,
      [id, reason],
    );
    return cancelled[0] ?? null;
  }

  /**
   * Cancels every live booking of a departure the agency cancels (DECISIONS 34), confirmed ones
   * too, each owed back all it paid. The rows are locked before they change, so each answers
   * the status it had: the caller uncounts the confirmed travellers and gives back the seats.
   */
  async cancelLiveOfDeparture(
    manager: EntityManager,
    departureId: string,
    reason: string | null,
  ): Promise<{ bookingId: string; previousStatus: BookingStatus; seats: number }[]> {
    const [cancelled] = await manager.query<
      [{ bookingId: string; previousStatus: BookingStatus; seats: number }[], number]
    >(
      `WITH live AS (
         SELECT id, status FROM bookings WHERE departure_id = $1 AND ${LIVE} ORDER BY id FOR UPDATE
       )
       UPDATE bookings b SET status = 'cancelled', closed_at = now(), updated_at = now(), cancellation_reason = $2,
              refund_due_cents = b.amount_paid_cents
         FROM live WHERE b.id = live.id
       RETURNING b.id AS "bookingId", live.status AS "previousStatus", b.traveller_count AS seats`,
      [departureId, reason],
    );
    return cancelled;
  }

  /**
   * Locks a departure's live bookings, before the departure's row: a payment locks its booking
   * first and then the departure, so taking them in the same order never deadlocks with one.
   */
  async lockLiveOfDeparture(manager: EntityManager, departureId: string): Promise<void> {
    await manager.query(`SELECT id FROM bookings WHERE departure_id = $1 AND ${LIVE} ORDER BY id FOR UPDATE`, [
      departureId,
    ]);
  }

  /** The live bookings of a departure, in the order they were made. */
  async liveOf(departureId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM bookings WHERE departure_id = $1 AND ${LIVE} ORDER BY created_at, id`,
      [departureId],
    );
    return rows.map((row) => row.id);
  }

  /** The travellers of a departure's live bookings, by name. */
  async passengersOf(departureId: string): Promise<PassengerRow[]> {
    return await this.dataSource.query<PassengerRow[]>(
      `SELECT b.id AS booking_id, b.payment_reference, b.status, bt.position, bt.last_name, bt.first_name,
              to_char(bt.birth_date, 'YYYY-MM-DD') AS birth_date, bt.is_child, bt.address,
              bt.passport_number_encrypted, b.airport, b.contact_email, b.contact_phone
         FROM bookings b JOIN booking_travellers bt ON bt.booking_id = b.id
        WHERE b.departure_id = $1 AND b.${LIVE}
        ORDER BY bt.last_name, bt.first_name, b.payment_reference, bt.position`,
      [departureId],
    );
  }

  /** The live bookings of a departure in the order they were made, with their travellers in theirs. */
  async roomingOf(departureId: string, manager: EntityManager = this.dataSource.manager): Promise<RoomingBooking[]> {
    return await manager.query<RoomingBooking[]>(
      `SELECT b.payment_reference AS reference, b.single_rooms AS "singleRooms",
              json_agg(json_build_object('id', bt.id, 'firstName', bt.first_name, 'lastName', bt.last_name,
                                         'isChild', bt.is_child, 'singleRoom', bt.single_room,
                                         'keptRoom', CASE WHEN ra.traveller_id IS NULL THEN NULL
                                                     ELSE json_build_object('number', ra.room_number, 'type', ra.room_type) END)
                       ORDER BY bt.position) AS travellers
         FROM bookings b JOIN booking_travellers bt ON bt.booking_id = b.id
         LEFT JOIN room_assignments ra ON ra.traveller_id = bt.id
        WHERE b.departure_id = $1 AND b.${LIVE}
        GROUP BY b.id
        ORDER BY b.created_at, b.id`,
      [departureId],
    );
  }

  /**
   * Replaces the rooms staff arranged on a departure with `rooms` (none: every room is worked
   * out from the bookings again). The travellers were checked to be the departure's.
   */
  async keepRooms(manager: EntityManager, departureId: string, rooms: readonly ArrangedRoom[]): Promise<void> {
    await manager.query('DELETE FROM room_assignments WHERE departure_id = $1', [departureId]);
    const rows = rooms.flatMap((room) => room.travellerIds.map((id) => ({ id, number: room.number, type: room.type })));
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO room_assignments (traveller_id, departure_id, room_number, room_type)
       SELECT t.id, $1, t.number, t.type FROM unnest($2::uuid[], $3::int[], $4::text[]) AS t(id, number, type)`,
      [departureId, rows.map((row) => row.id), rows.map((row) => row.number), rows.map((row) => row.type)],
    );
  }

  /** Makes staff's changes to one departure's rooms wait for each other, on any replica. */
  async lockRooms(manager: EntityManager, departureId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ROOMS_LOCK, departureId]);
  }

  // Jobs

  /**
   * Expires up to `batch` bookings past their window, declared transfers included (DECISIONS
   * 29), claimed with SKIP LOCKED and guarded by the status, so replicas running at once never
   * expire one twice; answers each one and the seats it frees, for the caller to give back in
   * the same transaction.
   */
  async expireOverdue(manager: EntityManager, batch: number): Promise<(SeatRelease & { bookingId: string })[]> {
    const [expired] = await manager.query<[(SeatRelease & { bookingId: string })[], number]>(
      `WITH overdue AS (
         SELECT id FROM bookings
          WHERE status IN ('pending', 'transfer_declared') AND payment_expires_at <= now() AND amount_paid_cents = 0
          ORDER BY payment_expires_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       )
       UPDATE bookings b SET status = 'expired', closed_at = now(), updated_at = now()
         FROM overdue WHERE b.id = overdue.id AND b.status IN ('pending', 'transfer_declared')
       RETURNING b.id AS "bookingId", b.departure_id AS "departureId", b.traveller_count AS seats`,
      [batch],
    );
    return expired;
  }

  /** What the agency's chat is told of a new booking; null when the booking is gone. */
  async findNotice(id: string): Promise<NoticeRow | null> {
    const [row] = await this.dataSource.query<NoticeRow[]>(
      `SELECT b.payment_reference AS reference, t.content_it->>'title' AS "tripTitle",
              b.departure_id AS "departureId", b.booking_link_id AS "bookingLinkId", b.partner_id AS "partnerId",
              b.partner_reference AS "partnerReference", b.retail_total_cents AS "retailTotalCents", b.airport, b.adult_count AS "adultCount", b.child_count AS "childCount",
              b.total_price_cents AS "totalPriceCents", b.amount_to_pay_cents AS "amountToPayCents",
              b.payment_type AS "paymentType", b.contact_email AS "contactEmail", b.contact_phone AS "contactPhone",
              (SELECT array_agg(bt.first_name || ' ' || bt.last_name ORDER BY bt.position)
                 FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers
         FROM ${BOOKING_FROM}
        WHERE b.id = $1`,
      [id],
    );
    return row ?? null;
  }
}

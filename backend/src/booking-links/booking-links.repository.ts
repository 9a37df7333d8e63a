import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentType } from '../bookings/booking-policy.js';
import type { BookingLinkSource } from './booking-link.entity.js';
import type { BookingLinkDto } from './dto/booking-link.dto.js';
import { generateLinkToken, LINK_TOKEN_LENGTH } from './token.js';

/** First key of the two-key advisory locks taken per departure, IBAN and payment type. */
const CHECKOUT_LINK_LOCK_SPACE = 0x6c696e6b;

export interface NewLink {
  departureId: string;
  paymentType: PaymentType;
  ibanId: string;
  /** null: permanent. */
  expiresInDays: number | null;
  childDiscountEnabled: boolean;
  childDiscountPercentage: number;
  specialNotes: string | null;
  source: BookingLinkSource;
  createdBy: string | null;
}

/** What a booking needs of its link: the offer, the departure's start and whether it has expired. */
export interface LinkOffer {
  id: string;
  departureId: string;
  tripId: string;
  startDate: string;
  priceCents: number;
  paymentType: PaymentType;
  depositPercentage: number | null;
  depositPerPersonCents: number | null;
  childDiscountEnabled: boolean;
  childDiscountPercentage: number;
  ibanId: string | null;
  expired: boolean;
}

type PublicLinkRow = Omit<BookingLinkDto, 'expiresAt'> & { expiresAt: Date | null };

/** Every statement on booking_links. */
@Injectable()
export class BookingLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Inserts a link with the departure's current price, its coordinators and the trip's deposit
   * policy, all read in the same statement. The token is unique; a collision, however unlikely,
   * draws another.
   */
  async insert(
    manager: EntityManager,
    link: NewLink,
    tokenLength = LINK_TOKEN_LENGTH,
  ): Promise<{ id: string; token: string }> {
    for (;;) {
      const [row] = await manager.query<{ id: string; token: string }[]>(
        `INSERT INTO booking_links (token, departure_id, trip_id, price_cents, payment_type, deposit_percentage,
                deposit_per_person_cents, child_discount_enabled, child_discount_percentage, iban_id, expires_at,
                coordinator_names, special_notes, source, created_by)
         SELECT $1, d.id, d.trip_id, d.price_cents, $3,
                CASE WHEN t.deposit_kind = 'percent' THEN t.deposit_value END,
                CASE WHEN t.deposit_kind = 'fixedPerPerson' THEN t.deposit_value END,
                $4, $5, $6, now() + make_interval(days => $7::int), d.coordinators, $8, $9, $10
           FROM departures d JOIN trips t ON t.id = d.trip_id
          WHERE d.id = $2
         ON CONFLICT (token) DO NOTHING
         RETURNING id, token`,
        [
          generateLinkToken(tokenLength),
          link.departureId,
          link.paymentType,
          link.childDiscountEnabled,
          link.childDiscountPercentage,
          link.ibanId,
          link.expiresInDays,
          link.specialNotes,
          link.source,
          link.createdBy,
        ],
      );
      if (row) return row;
    }
  }

  /** Makes callers for the same departure, IBAN and payment type wait for each other, on any replica. */
  async lockCheckoutLink(manager: EntityManager, departureId: string, ibanId: string, paymentType: PaymentType) {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      CHECKOUT_LINK_LOCK_SPACE,
      `${departureId}/${ibanId}/${paymentType}`,
    ]);
  }

  /**
   * The token of the checkout's link for these three that still has `minRemainingHours` to
   * run and the departure's current price, the longest-lived first; null when there is none.
   */
  async findReusableCheckoutLink(
    manager: EntityManager,
    departureId: string,
    ibanId: string,
    paymentType: PaymentType,
    minRemainingHours: number,
  ): Promise<string | null> {
    const [existing] = await manager.query<{ token: string }[]>(
      `SELECT l.token FROM booking_links l JOIN departures d ON d.id = l.departure_id
        WHERE l.source = 'checkout' AND l.departure_id = $1 AND l.iban_id = $2 AND l.payment_type = $3
          AND l.expires_at > now() + make_interval(hours => $4) AND l.price_cents = d.price_cents
        ORDER BY l.expires_at DESC
        LIMIT 1`,
      [departureId, ibanId, paymentType, minRemainingHours],
    );
    return existing?.token ?? null;
  }

  /** What the booking page shows of a link, with its departure's free seats now; null for none. */
  async findPublic(token: string): Promise<PublicLinkRow | null> {
    const [link] = await this.dataSource.query<PublicLinkRow[]>(
      `SELECT l.token, t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle", l.departure_id AS "departureId",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
              d.spots_available AS "spotsAvailable", l.price_cents AS "priceCents", l.payment_type AS "paymentType",
              l.deposit_percentage AS "depositPercentage", l.deposit_per_person_cents AS "depositPerPersonCents",
              l.child_discount_enabled AS "childDiscountEnabled",
              l.child_discount_percentage AS "childDiscountPercentage", l.expires_at AS "expiresAt",
              coalesce(l.expires_at <= now(), false) AS expired, l.coordinator_names AS "coordinatorNames",
              l.special_notes AS "specialNotes"
         FROM booking_links l
         JOIN departures d ON d.id = l.departure_id
         JOIN trips t ON t.id = l.trip_id
        WHERE l.token = $1`,
      [token],
    );
    return link ?? null;
  }

  /** The offer a booking is priced and made from; null for no such token. */
  async findOffer(manager: EntityManager, token: string): Promise<LinkOffer | null> {
    const [link] = await manager.query<LinkOffer[]>(
      `SELECT l.id, l.departure_id AS "departureId", l.trip_id AS "tripId",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", l.price_cents AS "priceCents",
              l.payment_type AS "paymentType", l.deposit_percentage AS "depositPercentage",
              l.deposit_per_person_cents AS "depositPerPersonCents", l.child_discount_enabled AS "childDiscountEnabled",
              l.child_discount_percentage AS "childDiscountPercentage", l.iban_id AS "ibanId",
              coalesce(l.expires_at <= now(), false) AS expired
         FROM booking_links l JOIN departures d ON d.id = l.departure_id
        WHERE l.token = $1`,
      [token],
    );
    return link ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentType } from '../bookings/booking-policy.js';
import type { DepartureFacts } from '../departures/departures.repository.js';
import type { BookingLinkSource } from './booking-link.entity.js';
import type { BookingLinkDto } from './dto/booking-link.dto.js';
import { generateLinkToken, LINK_TOKEN_LENGTH } from './token.js';

/** First key of the two-key advisory locks taken per departure, IBAN and payment type. */
const CHECKOUT_LINK_LOCK_SPACE = 0x6c696e6b;

export interface NewLink {
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
  /** The departure's free seats when read, without waiting for a booking in progress. */
  spotsAvailable: number;
}

type PublicLinkRow = Omit<
  BookingLinkDto,
  'expiresAt' | 'tripSlug' | 'tripTitle' | 'startDate' | 'endDate' | 'spotsAvailable'
> & {
  expiresAt: Date | null;
};

/** A link's terms as its own row holds them. */
export type LinkTerms = Omit<LinkOffer, 'startDate' | 'spotsAvailable'>;

/** Every statement on booking_links. */
@Injectable()
export class BookingLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Inserts a link with the departure's price, its coordinators and the trip's deposit policy
   * as `departure` states them now. The token is unique; a collision, however unlikely, draws
   * another.
   */
  async insert(
    manager: EntityManager,
    link: NewLink,
    departure: DepartureFacts,
    tokenLength = LINK_TOKEN_LENGTH,
  ): Promise<{ id: string; token: string }> {
    for (;;) {
      const [row] = await manager.query<{ id: string; token: string }[]>(
        `INSERT INTO booking_links (token, departure_id, trip_id, price_cents, payment_type, deposit_percentage,
                deposit_per_person_cents, child_discount_enabled, child_discount_percentage, iban_id, expires_at,
                coordinator_names, special_notes, source, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(days => $11::int), $12, $13, $14, $15)
         ON CONFLICT (token) DO NOTHING
         RETURNING id, token`,
        [
          generateLinkToken(tokenLength),
          departure.id,
          departure.tripId,
          departure.priceCents,
          link.paymentType,
          departure.depositKind === 'percent' ? departure.depositValue : null,
          departure.depositKind === 'fixedPerPerson' ? departure.depositValue : null,
          link.childDiscountEnabled,
          link.childDiscountPercentage,
          link.ibanId,
          link.expiresInDays,
          departure.coordinators,
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
    link: { departureId: string; ibanId: string; paymentType: PaymentType; priceCents: number },
    minRemainingHours: number,
  ): Promise<string | null> {
    const [existing] = await manager.query<{ token: string }[]>(
      `SELECT token FROM booking_links
        WHERE source = 'checkout' AND departure_id = $1 AND iban_id = $2 AND payment_type = $3
          AND expires_at > now() + make_interval(hours => $4) AND price_cents = $5
        ORDER BY expires_at DESC
        LIMIT 1`,
      [link.departureId, link.ibanId, link.paymentType, minRemainingHours, link.priceCents],
    );
    return existing?.token ?? null;
  }

  /** A link's own terms by token; its departure's facts come from the departures repository. */
  async findPublic(token: string): Promise<PublicLinkRow | null> {
    const [link] = await this.dataSource.query<PublicLinkRow[]>(
      `SELECT token, departure_id AS "departureId", price_cents AS "priceCents", payment_type AS "paymentType",
              deposit_percentage AS "depositPercentage", deposit_per_person_cents AS "depositPerPersonCents",
              child_discount_enabled AS "childDiscountEnabled", child_discount_percentage AS "childDiscountPercentage",
              expires_at AS "expiresAt", coalesce(expires_at <= now(), false) AS expired,
              coordinator_names AS "coordinatorNames", special_notes AS "specialNotes"
         FROM booking_links WHERE token = $1`,
      [token],
    );
    return link ?? null;
  }

  /** The terms a booking is priced and made from; null for no such token. */
  async findOffer(manager: EntityManager, token: string): Promise<LinkTerms | null> {
    const [link] = await manager.query<LinkTerms[]>(
      `SELECT id, departure_id AS "departureId", trip_id AS "tripId", price_cents AS "priceCents",
              payment_type AS "paymentType", deposit_percentage AS "depositPercentage",
              deposit_per_person_cents AS "depositPerPersonCents", child_discount_enabled AS "childDiscountEnabled",
              child_discount_percentage AS "childDiscountPercentage", iban_id AS "ibanId",
              coalesce(expires_at <= now(), false) AS expired
         FROM booking_links WHERE token = $1`,
      [token],
    );
    return link ?? null;
  }

  /** Who made a link: the checkout, an admin or the bulk generator; null for none. */
  async findSource(id: string): Promise<BookingLinkSource | null> {
    const [link] = await this.dataSource.query<{ source: BookingLinkSource }[]>(
      'SELECT source FROM booking_links WHERE id = $1',
      [id],
    );
    return link?.source ?? null;
  }

  /** How many links each IBAN has been given, by IBAN id (IBANs without links are absent). */
  async countByIban(manager: EntityManager = this.dataSource.manager): Promise<Map<string, number>> {
    const rows = await manager.query<{ ibanId: string; count: number }[]>(
      'SELECT iban_id AS "ibanId", count(*)::int AS count FROM booking_links WHERE iban_id IS NOT NULL GROUP BY iban_id',
    );
    return new Map(rows.map((row) => [row.ibanId, row.count]));
  }
}

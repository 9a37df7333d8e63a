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
  /** null: the system IBAN of the day the customer books. */
  ibanId: string | null;
  /** A price per person staff froze; null: the departure's price when the customer books. */
  offerPriceCents: number | null;
  /** null: until the departure's start day ends (a permanent link). */
  expiresInDays: number | null;
  /** Hours on top of the days (a waiting list's offer holds its seats for hours). */
  expiresInHours?: number;
  /** When the departure's start day ends: no link is valid beyond it. */
  departureEndsAt: Date;
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
  /** The frozen offer price, or else the departure's price now. */
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
  /** The trip's supplement per single room now; null: it offers none. */
  singleSupplementCents: number | null;
}

type PublicLinkRow = Omit<
  BookingLinkDto,
  | 'expiresAt'
  | 'tripSlug'
  | 'tripTitle'
  | 'startDate'
  | 'endDate'
  | 'spotsAvailable'
  | 'priceCents'
  | 'singleSupplementCents'
> & {
  id: string;
  offerPriceCents: number | null;
  expiresAt: Date;
};

/** A link's terms as its own row holds them. */
export type LinkTerms = Omit<LinkOffer, 'startDate' | 'spotsAvailable' | 'priceCents' | 'singleSupplementCents'> & {
  offerPriceCents: number | null;
};

export type LinkStatus = 'active' | 'expired' | 'revoked';

/** A link as staff see it in the list of those issued. */
export interface IssuedLinkRow {
  id: string;
  token: string;
  source: BookingLinkSource;
  departureId: string;
  paymentType: PaymentType;
  offerPriceCents: number | null;
  childDiscountEnabled: boolean;
  childDiscountPercentage: number;
  specialNotes: string | null;
  expiresAt: Date;
  status: LinkStatus;
  revokedAt: Date | null;
  createdAt: Date;
}

export interface IssuedLinkFilter {
  tripIds?: string[];
  departureId?: string;
  /** A token, or words of the notes. */
  text?: string;
  /** Trips the text also names (by title): their links match it too. */
  textTripIds?: string[];
  sources: BookingLinkSource[];
  /** Only links customers can still book from. */
  activeOnly: boolean;
  limit: number;
  offset: number;
}

/** Revoked first (it says why), then expired, then active. */
const LINK_STATUS_SQL = `CASE WHEN revoked_at IS NOT NULL THEN 'revoked' WHEN expires_at <= now() THEN 'expired' ELSE 'active' END`;
const LINK_EXPIRED_SQL = '(revoked_at IS NOT NULL OR expires_at <= now())';
/** A link as `IssuedLinkRow` reads it. */
const ISSUED_LINK_COLUMNS = `id, token, source, departure_id AS "departureId", payment_type AS "paymentType",
  offer_price_cents AS "offerPriceCents", child_discount_enabled AS "childDiscountEnabled",
  child_discount_percentage AS "childDiscountPercentage", special_notes AS "specialNotes",
  expires_at AS "expiresAt", ${LINK_STATUS_SQL} AS status, revoked_at AS "revokedAt", created_at AS "createdAt"`;

/** Every statement on booking_links. */
@Injectable()
export class BookingLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Inserts a link with its departure's coordinators and the trip's deposit policy as
   * `departure` states them now; it expires after its days or when the departure's start day
   * ends, whichever is first. The token is unique; a collision, however unlikely, draws another.
   */
  async insert(
    manager: EntityManager,
    link: NewLink,
    departure: DepartureFacts,
    tokenLength = LINK_TOKEN_LENGTH,
  ): Promise<{ id: string; token: string; expiresAt: Date }> {
    for (;;) {
      const [row] = await manager.query<{ id: string; token: string; expiresAt: Date }[]>(
        `INSERT INTO booking_links (token, departure_id, trip_id, offer_price_cents, payment_type, deposit_percentage,
                deposit_per_person_cents, child_discount_enabled, child_discount_percentage, iban_id, expires_at,
                coordinator_names, special_notes, source, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
                 least(now() + make_interval(days => $11::int, hours => $17::int), $16::timestamptz), $12, $13, $14, $15)
         ON CONFLICT (token) DO NOTHING
         RETURNING id, token, expires_at AS "expiresAt"`,
        [
          generateLinkToken(tokenLength),
          departure.id,
          departure.tripId,
          link.offerPriceCents,
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
          link.departureEndsAt,
          link.expiresInHours ?? 0,
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
   * The token of the checkout's link for these three, not revoked, that still has
   * `minRemainingHours` to run, or runs until the departure's start day ends; the
   * longest-lived first; null when there is none. Checkout links follow the departure's price.
   */
  async findReusableCheckoutLink(
    manager: EntityManager,
    link: { departureId: string; ibanId: string; paymentType: PaymentType; departureEndsAt: Date },
    minRemainingHours: number,
  ): Promise<string | null> {
    const [existing] = await manager.query<{ token: string }[]>(
      `SELECT token FROM booking_links
        WHERE source = 'checkout' AND departure_id = $1 AND iban_id = $2 AND payment_type = $3
          AND revoked_at IS NULL AND offer_price_cents IS NULL
          AND expires_at > least(now() + make_interval(hours => $4), $5::timestamptz - interval '1 second')
        ORDER BY expires_at DESC
        LIMIT 1`,
      [link.departureId, link.ibanId, link.paymentType, minRemainingHours, link.departureEndsAt],
    );
    return existing?.token ?? null;
  }

  /** A link's own terms by token; its departure's facts come from the departures repository. */
  async findPublic(token: string): Promise<PublicLinkRow | null> {
    const [link] = await this.dataSource.query<PublicLinkRow[]>(
      `SELECT id, token, departure_id AS "departureId", offer_price_cents AS "offerPriceCents",
              payment_type AS "paymentType", deposit_percentage AS "depositPercentage",
              deposit_per_person_cents AS "depositPerPersonCents", child_discount_enabled AS "childDiscountEnabled",
              child_discount_percentage AS "childDiscountPercentage",
              expires_at AS "expiresAt", ${LINK_EXPIRED_SQL} AS expired,
              coordinator_names AS "coordinatorNames", special_notes AS "specialNotes"
         FROM booking_links WHERE token = $1`,
      [token],
    );
    return link ?? null;
  }

  /** The source of each of these links, by id. */
  async sourcesOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, BookingLinkSource>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.query<{ id: string; source: BookingLinkSource }[]>(
      'SELECT id, source FROM booking_links WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.source]));
  }

  /** A link's token by id, for a message that prints the link; null for no such link. */
  async findToken(id: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row] = await manager.query<{ token: string }[]>('SELECT token FROM booking_links WHERE id = $1', [id]);
    return row?.token ?? null;
  }

  /** The terms a booking is priced and made from; null for no such token. */
  async findOffer(manager: EntityManager, token: string): Promise<LinkTerms | null> {
    const [link] = await manager.query<LinkTerms[]>(
      `SELECT id, departure_id AS "departureId", trip_id AS "tripId", offer_price_cents AS "offerPriceCents",
              payment_type AS "paymentType", deposit_percentage AS "depositPercentage",
              deposit_per_person_cents AS "depositPerPersonCents", child_discount_enabled AS "childDiscountEnabled",
              child_discount_percentage AS "childDiscountPercentage", iban_id AS "ibanId",
              ${LINK_EXPIRED_SQL} AS expired
         FROM booking_links WHERE token = $1`,
      [token],
    );
    return link ?? null;
  }

  /** The links issued that match `filter`, newest first, and how many match in all. */
  async listIssued(filter: IssuedLinkFilter): Promise<{ rows: IssuedLinkRow[]; total: number }> {
    const conditions = ['source = ANY($1)'];
    const parameters: unknown[] = [filter.sources];
    if (filter.tripIds) {
      parameters.push(filter.tripIds);
      conditions.push(`trip_id = ANY($${parameters.length})`);
    }
    if (filter.departureId) {
      parameters.push(filter.departureId);
      conditions.push(`departure_id = $${parameters.length}`);
    }
    if (filter.text) {
      // The notes are searched for the text as written: % and _ match themselves.
      const pattern = `%${filter.text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      parameters.push(filter.text, pattern, filter.textTripIds ?? []);
      const [token, notes, trips] = [parameters.length - 2, parameters.length - 1, parameters.length];
      conditions.push(`(token = $${token} OR special_notes ILIKE $${notes} OR trip_id = ANY($${trips}))`);
    }
    if (filter.activeOnly) conditions.push(`NOT ${LINK_EXPIRED_SQL}`);
    const where = conditions.join(' AND ');
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM booking_links WHERE ${where}`,
      parameters,
    );
    const rows = await this.dataSource.query<IssuedLinkRow[]>(
      `SELECT ${ISSUED_LINK_COLUMNS}
         FROM booking_links WHERE ${where}
        ORDER BY created_at DESC, id
        LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, filter.limit, filter.offset],
    );
    return { rows, total };
  }

  /** One issued link by id, as the list shows it; null for none. */
  async findIssued(manager: EntityManager, id: string): Promise<IssuedLinkRow | null> {
    const [row] = await manager.query<IssuedLinkRow[]>(
      `SELECT ${ISSUED_LINK_COLUMNS}
         FROM booking_links WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Withdraws a link; false when it was already revoked. */
  async revoke(manager: EntityManager, id: string, adminId: string): Promise<boolean> {
    // An UPDATE answers [rows, count].
    const [, updated] = await manager.query<[unknown, number]>(
      'UPDATE booking_links SET revoked_at = now(), revoked_by = $2 WHERE id = $1 AND revoked_at IS NULL',
      [id, adminId],
    );
    return updated > 0;
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

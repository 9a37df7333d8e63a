import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { BookingLinkSource } from './booking-link.entity.js';
import type { BookingLinkCreateDto } from './dto/booking-link-create.dto.js';
import type { BookingLinkCreatedDto, BookingLinkDto } from './dto/booking-link.dto.js';
import { BOOKING_POLICY, type PaymentType } from '../bookings/booking-policy.js';
import { BULK_LINK_TOKEN_LENGTH, generateLinkToken, LINK_TOKEN_LENGTH, LINK_TOKEN_PATTERN } from './token.js';

/** Generated links (checkout, bulk, admin by default) are valid this long. */
export const GENERATED_LINK_DAYS = 30;
export const DEFAULT_CHILD_DISCOUNT_PERCENTAGE = 50;
/** A checkout's link is reused only while the customer still has this long to book from it. */
const CHECKOUT_LINK_MIN_REMAINING_HOURS = 24;
/** First key of the two-key advisory locks taken per departure, IBAN and payment type. */
const CHECKOUT_LINK_LOCK_SPACE = 0x6c696e6b;

/** The query parameters of a booking page that carry the visitor's choice from the trip page. */
export const CHOICE_PARAMETERS = { airport: 'aeroporto', travellers: 'viaggiatori' } as const;

/** The booking page of a link; with the visitor's choice, the form starts from it. */
export function bookingPagePath(token: string, choice?: { airport: string; travellers: number }): string {
  const path = `/prenotazione/${token}`;
  if (!choice) return path;
  const query = new URLSearchParams({
    [CHOICE_PARAMETERS.airport]: choice.airport,
    [CHOICE_PARAMETERS.travellers]: String(choice.travellers),
  });
  return `${path}?${query.toString()}`;
}

interface NewLink {
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

/**
 * Inserts a link with the departure's current price, its coordinators and the trip's deposit
 * policy, all read in the same statement. The token is unique; a collision, however unlikely,
 * draws another.
 */
async function insertLink(
  manager: EntityManager,
  link: NewLink,
  tokenLength = LINK_TOKEN_LENGTH,
): Promise<{ id: string; token: string }> {
  for (;;) {
    const [row] = (await manager.query(
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
    )) as { id: string; token: string }[];
    if (row) return row;
  }
}

async function markIbanUsed(manager: EntityManager, ibanId: string): Promise<void> {
  await manager.query('UPDATE saved_ibans SET last_used_at = now() WHERE id = $1', [ibanId]);
}

/**
 * The IBAN a new admin link may use: an existing, active one. The share lock makes a
 * deactivation running at the same moment wait for this link.
 */
async function lockOfferedIban(manager: EntityManager, ibanId: string): Promise<void> {
  const [iban] = (await manager.query('SELECT is_active FROM saved_ibans WHERE id = $1 FOR SHARE', [ibanId])) as {
    is_active: boolean;
  }[];
  if (!iban) throw new AppError('IBAN_NOT_FOUND');
  if (!iban.is_active) throw new AppError('IBAN_INACTIVE');
}

@Injectable()
export class BookingLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** An admin's link for one departure, with the terms the admin chose. */
  async createAdminLink(actor: AdminPrincipal, dto: BookingLinkCreateDto): Promise<BookingLinkCreatedDto> {
    if (dto.permanent && dto.expiresInDays !== undefined) {
      const message = 'Scegli una durata oppure un link permanente, non entrambi.';
      throw new AppError('VALIDATION_FAILED', { expiresInDays: [message] }, message);
    }
    const token = await this.dataSource.transaction(async (manager) => {
      await lockOfferedIban(manager, dto.ibanId);
      const [departure] = (await manager.query(
        `SELECT id FROM departures
          WHERE id = $1 AND status = 'open' AND start_date >= (now() AT TIME ZONE 'Europe/Rome')::date`,
        [dto.departureId],
      )) as { id: string }[];
      if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
      const { id, token: created } = await insertLink(manager, {
        departureId: dto.departureId,
        paymentType: dto.paymentType,
        ibanId: dto.ibanId,
        expiresInDays: dto.permanent ? null : (dto.expiresInDays ?? GENERATED_LINK_DAYS),
        childDiscountEnabled: dto.childDiscountEnabled ?? true,
        childDiscountPercentage: dto.childDiscountPercentage ?? DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
        specialNotes: dto.specialNotes ?? null,
        source: 'admin',
        createdBy: actor.id,
      });
      await markIbanUsed(manager, dto.ibanId);
      await this.audit.record(manager, actor.id, 'booking_link.created', id);
      return created;
    });
    return { token, url: `${this.config.publicBaseUrl}${bookingPagePath(token)}` };
  }

  /**
   * One short link per trip, for its first departure with seats far enough ahead for a
   * deposit, with the usual terms: what the agency hands out when a new account is set up.
   */
  async createBulkLinks(actor: AdminPrincipal, ibanId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await lockOfferedIban(manager, ibanId);
      const departures = (await manager.query(
        `SELECT DISTINCT ON (d.trip_id) d.id
           FROM departures d
          WHERE d.status = 'open' AND d.spots_available > 0
            AND d.start_date > (now() AT TIME ZONE 'Europe/Rome')::date + $1::int
          ORDER BY d.trip_id, d.start_date`,
        [BOOKING_POLICY.fullPaymentWithinDays],
      )) as { id: string }[];
      for (const departure of departures) {
        await insertLink(
          manager,
          {
            departureId: departure.id,
            paymentType: 'deposit',
            ibanId,
            expiresInDays: GENERATED_LINK_DAYS,
            childDiscountEnabled: true,
            childDiscountPercentage: DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
            specialNotes: null,
            source: 'bulk',
            createdBy: actor.id,
          },
          BULK_LINK_TOKEN_LENGTH,
        );
      }
      if (departures.length > 0) await markIbanUsed(manager, ibanId);
      await this.audit.record(manager, actor.id, 'booking_links.bulk_created', ibanId);
      return departures.length;
    });
  }

  /**
   * The checkout's link for a departure, IBAN and payment type: the one already made, while it
   * has a day left and the departure's price has not changed, or a new one. Callers for the
   * same three wait for each other on an advisory lock, on any replica, so parallel checkouts
   * make one link.
   */
  async findOrCreateCheckoutLink(departureId: string, ibanId: string, paymentType: PaymentType): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        CHECKOUT_LINK_LOCK_SPACE,
        `${departureId}/${ibanId}/${paymentType}`,
      ]);
      const [existing] = (await manager.query(
        `SELECT l.token FROM booking_links l JOIN departures d ON d.id = l.departure_id
          WHERE l.source = 'checkout' AND l.departure_id = $1 AND l.iban_id = $2 AND l.payment_type = $3
            AND l.expires_at > now() + make_interval(hours => $4) AND l.price_cents = d.price_cents
          ORDER BY l.expires_at DESC
          LIMIT 1`,
        [departureId, ibanId, paymentType, CHECKOUT_LINK_MIN_REMAINING_HOURS],
      )) as { token: string }[];
      if (existing) return existing.token;
      const { token } = await insertLink(manager, {
        departureId,
        paymentType,
        ibanId,
        expiresInDays: GENERATED_LINK_DAYS,
        childDiscountEnabled: true,
        childDiscountPercentage: DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
        specialNotes: null,
        source: 'checkout',
        createdBy: null,
      });
      await markIbanUsed(manager, ibanId);
      return token;
    });
  }

  /** What the booking page shows; 404 for a token that does not exist or cannot be one. */
  async getPublicLink(token: string): Promise<BookingLinkDto> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw new AppError('BOOKING_LINK_NOT_FOUND');
    const [link] = (await this.dataSource.query(
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
    )) as (Omit<BookingLinkDto, 'expiresAt'> & { expiresAt: Date | null })[];
    if (!link) throw new AppError('BOOKING_LINK_NOT_FOUND');
    return { ...link, expiresAt: link.expiresAt?.toISOString() ?? null };
  }
}

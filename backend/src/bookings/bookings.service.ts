import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { LINK_TOKEN_PATTERN } from '../booking-links/token.js';
import { AppError } from '../common/app-error.js';
import { type ClientLimit, countClientAttempt } from '../common/client-rate-limit.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { seatShortage } from '../departures/availability.js';
import { formatIban } from '../ibans/iban.js';
import {
  BOOKING_POLICY,
  depositTermsOf,
  isChild,
  type PaymentType,
  priceBooking,
  type PriceSummary,
} from './booking-policy.js';
import type { BookingStatus, PaymentStatus } from './booking.entity.js';
import type { BookingCreateDto, BookingCreatedDto } from './dto/booking-create.dto.js';
import type { BookingQuoteDto, BookingQuoteRequestDto } from './dto/booking-quote.dto.js';
import type { BookingDto, BookingTransferDeclaredDto } from './dto/booking.dto.js';
import { epcQrPayload } from './epc-qr.js';
import { PassportCipher } from './passport-cipher.js';

const WINDOW_MS = 10 * 60_000;
/** Per client and ten minutes: a family retrying a form, not a script filling departures with holds. */
export const BOOKING_LIMITS = {
  quote: { purpose: 'booking.quote', limit: 120, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  create: { purpose: 'booking.create', limit: 10, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  read: { purpose: 'booking.read', limit: 120, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  declare: { purpose: 'booking.declare', limit: 20, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
} as const satisfies Record<string, ClientLimit>;

export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Random picks of a reference before asking the database for a free one. */
const RANDOM_REFERENCE_TRIES = 20;

export const paymentReference = (number: number) => `Ricevuta ${number}`;

/** JSON with keys sorted at every level: the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface LinkOffer {
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

export interface BookingCreation {
  /** 201 for a new booking, 200 for the replay of one already made with the same key. */
  status: 200 | 201;
  body: BookingCreatedDto;
}

@Injectable()
export class BookingsService {
  private readonly cipher: PassportCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cipher = new PassportCipher(config.dataEncryptionKey);
  }

  private countAttempt(clientAddress: string, rule: ClientLimit): Promise<void> {
    return countClientAttempt(this.dataSource, this.config.clientHashSecret, clientAddress, rule);
  }

  /** The price summary a link's form shows for these travellers. */
  async quoteBooking(token: string, dto: BookingQuoteRequestDto, clientAddress: string): Promise<BookingQuoteDto> {
    await this.countAttempt(clientAddress, BOOKING_LIMITS.quote);
    const link = await this.findBookableLink(this.dataSource.manager, token);
    return this.price(link, dto.travellers, new Date());
  }

  /**
   * Makes a booking from a link in one transaction: the seats, the amounts, the reference, the
   * travellers, the idempotency record and the notification are all there or none is.
   */
  async createBooking(
    token: string,
    dto: BookingCreateDto,
    idempotencyKey: string | undefined,
    clientAddress: string,
  ): Promise<BookingCreation> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError('INVALID_IDEMPOTENCY_KEY');
    }
    await this.countAttempt(clientAddress, BOOKING_LIMITS.create);
    const requestHash = createHash('sha256')
      .update(canonicalJson({ operation: 'booking.create', token, body: dto }))
      .digest('hex');

    return this.dataSource.transaction(async (manager) => {
      if (idempotencyKey !== undefined) {
        // A second request with the key waits here until the first one's transaction ends.
        const claimed = (await manager.query(
          `INSERT INTO idempotency_keys (key, request_hash) VALUES ($1, $2)
           ON CONFLICT (key) DO NOTHING RETURNING key`,
          [idempotencyKey, requestHash],
        )) as unknown[];
        if (claimed.length === 0) {
          const [stored] = (await manager.query('SELECT request_hash, response FROM idempotency_keys WHERE key = $1', [
            idempotencyKey,
          ])) as { request_hash: string; response: BookingCreatedDto | null }[];
          if (!stored || stored.request_hash !== requestHash || !stored.response) {
            throw new AppError('IDEMPOTENCY_KEY_REUSED');
          }
          return { status: 200, body: stored.response };
        }
      }

      const link = await this.findBookableLink(manager, token);
      const ibanId = link.ibanId ?? (await this.systemIbanId(manager));
      if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
      const now = new Date();
      const summary = this.price(link, dto.travellers, now);
      await this.takeSeats(manager, link.departureId, dto.travellers.length);

      const id = randomUUID();
      const paymentExpiresAt = new Date(now.getTime() + BOOKING_POLICY.paymentWindowHours * 3_600_000);
      const reference = await this.insertBooking(manager, {
        id,
        link,
        ibanId,
        summary,
        airport: dto.airport,
        travellerCount: dto.travellers.length,
        contactEmail: dto.contactEmail,
        contactPhone: dto.contactPhone,
        paymentExpiresAt,
      });
      for (const [position, traveller] of dto.travellers.entries()) {
        await manager.query(
          `INSERT INTO booking_travellers (booking_id, position, first_name, last_name, birth_date, address,
                  passport_number_encrypted, is_child)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            position,
            traveller.firstName,
            traveller.lastName,
            traveller.birthDate ?? null,
            traveller.address ?? null,
            traveller.passportNumber ? this.cipher.encrypt(traveller.passportNumber, id) : null,
            isChild(traveller.birthDate, link.startDate),
          ],
        );
      }
      await manager.query("INSERT INTO notification_outbox (kind, booking_id) VALUES ('booking.created', $1)", [id]);

      const body: BookingCreatedDto = {
        id,
        status: 'pending',
        paymentReference: reference,
        totalPriceCents: summary.totalPriceCents,
        depositAmountCents: summary.depositAmountCents,
        amountToPayCents: summary.amountToPayCents,
        paymentType: summary.paymentType,
        paymentExpiresAt: paymentExpiresAt.toISOString(),
      };
      if (idempotencyKey !== undefined) {
        await manager.query('UPDATE idempotency_keys SET response = $2 WHERE key = $1', [idempotencyKey, body]);
      }
      return { status: 201, body };
    });
  }

  /** What the payment and success pages show. */
  async getBooking(id: string, clientAddress: string): Promise<BookingDto> {
    if (!UUID_PATTERN.test(id)) throw new AppError('INVALID_BOOKING_ID');
    await this.countAttempt(clientAddress, BOOKING_LIMITS.read);
    const [row] = (await this.dataSource.query(
      `SELECT b.id, b.status, b.payment_status, t.content_it->>'title' AS trip_title,
              to_char(d.start_date, 'YYYY-MM-DD') AS start_date, to_char(d.end_date, 'YYYY-MM-DD') AS end_date,
              (d.end_date - d.start_date + 1) AS trip_days, b.airport, b.adult_count, b.child_count,
              b.total_price_cents, b.deposit_amount_cents, b.amount_to_pay_cents, b.payment_type,
              b.payment_reference, b.payment_expires_at, i.account_holder, i.iban, i.bank_name,
              (SELECT json_agg(json_build_object('firstName', bt.first_name, 'lastName', bt.last_name)
                               ORDER BY bt.position)
                 FROM booking_travellers bt WHERE bt.booking_id = b.id) AS travellers
         FROM bookings b
         JOIN departures d ON d.id = b.departure_id
         JOIN trips t ON t.id = b.trip_id
         JOIN saved_ibans i ON i.id = b.iban_id
        WHERE b.id = $1`,
      [id],
    )) as {
      id: string;
      status: BookingStatus;
      payment_status: PaymentStatus;
      trip_title: string;
      start_date: string;
      end_date: string;
      trip_days: number;
      airport: BookingDto['airport'];
      adult_count: number;
      child_count: number;
      total_price_cents: number;
      deposit_amount_cents: number;
      amount_to_pay_cents: number;
      payment_type: PaymentType;
      payment_reference: string;
      payment_expires_at: Date;
      account_holder: string;
      iban: string;
      bank_name: string;
      travellers: { firstName: string; lastName: string }[];
    }[];
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    return {
      id: row.id,
      status: row.status,
      paymentStatus: row.payment_status,
      tripTitle: row.trip_title,
      startDate: row.start_date,
      endDate: row.end_date,
      tripDays: row.trip_days,
      nights: row.trip_days - 1,
      airport: row.airport,
      adultCount: row.adult_count,
      childCount: row.child_count,
      travellers: row.travellers,
      totalPriceCents: row.total_price_cents,
      depositAmountCents: row.deposit_amount_cents,
      amountToPayCents: row.amount_to_pay_cents,
      paymentType: row.payment_type,
      paymentReference: row.payment_reference,
      paymentExpiresAt: row.payment_expires_at.toISOString(),
      beneficiary: {
        accountHolder: row.account_holder,
        iban: row.iban,
        ibanFormatted: formatIban(row.iban),
        bankName: row.bank_name,
      },
      epcQrPayload: epcQrPayload({
        beneficiaryName: row.account_holder,
        iban: row.iban,
        amountCents: row.amount_to_pay_cents,
        remittance: row.payment_reference,
      }),
    };
  }

  /**
   * The customer says the transfer is made: a pending booking within its window becomes
   * transfer_declared; saying it again changes nothing.
   */
  async declareTransfer(id: string, clientAddress: string): Promise<BookingTransferDeclaredDto> {
    if (!UUID_PATTERN.test(id)) throw new AppError('INVALID_BOOKING_ID');
    await this.countAttempt(clientAddress, BOOKING_LIMITS.declare);
    const [updated] = (await this.dataSource.query(
      `UPDATE bookings SET status = 'transfer_declared', transfer_declared_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending' AND payment_expires_at > now()
        RETURNING status`,
      [id],
    )) as [{ status: BookingStatus }[], number];
    if (updated.length > 0) return { status: 'transfer_declared' };
    const [current] = (await this.dataSource.query('SELECT status FROM bookings WHERE id = $1', [id])) as {
      status: BookingStatus;
    }[];
    if (!current) throw new AppError('BOOKING_NOT_FOUND');
    if (current.status === 'transfer_declared') return { status: 'transfer_declared' };
    throw new AppError('BOOKING_NOT_PENDING');
  }

  private price(link: LinkOffer, travellers: readonly { birthDate?: string }[], now: Date): PriceSummary {
    return priceBooking(
      travellers,
      {
        startDate: link.startDate,
        priceCents: link.priceCents,
        paymentType: link.paymentType,
        childDiscountEnabled: link.childDiscountEnabled,
        childDiscountPercentage: link.childDiscountPercentage,
        deposit: depositTermsOf(link),
      },
      now,
    );
  }

  /** The link behind a token: 404 when there is none, 410 once it has expired. */
  private async findBookableLink(manager: EntityManager, token: string): Promise<LinkOffer> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw new AppError('BOOKING_LINK_NOT_FOUND');
    const [link] = (await manager.query(
      `SELECT l.id, l.departure_id AS "departureId", l.trip_id AS "tripId",
              to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", l.price_cents AS "priceCents",
              l.payment_type AS "paymentType", l.deposit_percentage AS "depositPercentage",
              l.deposit_per_person_cents AS "depositPerPersonCents", l.child_discount_enabled AS "childDiscountEnabled",
              l.child_discount_percentage AS "childDiscountPercentage", l.iban_id AS "ibanId",
              coalesce(l.expires_at <= now(), false) AS expired
         FROM booking_links l JOIN departures d ON d.id = l.departure_id
        WHERE l.token = $1`,
      [token],
    )) as LinkOffer[];
    if (!link) throw new AppError('BOOKING_LINK_NOT_FOUND');
    if (link.expired) throw new AppError('BOOKING_LINK_EXPIRED');
    return link;
  }

  private async systemIbanId(manager: EntityManager): Promise<string | null> {
    const [iban] = (await manager.query('SELECT id FROM saved_ibans WHERE is_active_system')) as { id: string }[];
    return iban?.id ?? null;
  }

  /**
   * Takes the seats in one conditional statement: PostgreSQL re-checks the condition after
   * waiting for a concurrent booking's row lock, so the last seat goes to one booking only.
   */
  private async takeSeats(manager: EntityManager, departureId: string, seats: number): Promise<void> {
    const [taken] = (await manager.query(
      `UPDATE departures SET spots_available = spots_available - $2, updated_at = now()
        WHERE id = $1 AND spots_available >= $2 AND status = 'open'
          AND start_date >= (now() AT TIME ZONE 'Europe/Rome')::date
        RETURNING spots_available`,
      [departureId, seats],
    )) as [unknown[], number];
    if (taken.length > 0) return;
    const [departure] = (await manager.query(
      `SELECT spots_available AS "spotsAvailable",
              status = 'open' AND start_date >= (now() AT TIME ZONE 'Europe/Rome')::date AS bookable
         FROM departures WHERE id = $1`,
      [departureId],
    )) as { spotsAvailable: number; bookable: boolean }[];
    if (!departure?.bookable) throw new AppError('DEPARTURE_NOT_FOUND');
    throw new AppError(seatShortage(departure.spotsAvailable, seats) ?? 'NOT_ENOUGH_SEATS');
  }

  /**
   * Inserts the booking under a reference no live booking holds: random picks first (the
   * partial unique index decides between simultaneous ones), then a free number chosen by the
   * database when most are taken.
   */
  private async insertBooking(
    manager: EntityManager,
    booking: {
      id: string;
      link: LinkOffer;
      ibanId: string;
      summary: PriceSummary;
      airport: string;
      travellerCount: number;
      contactEmail: string;
      contactPhone: string;
      paymentExpiresAt: Date;
    },
  ): Promise<string> {
    const { link, summary } = booking;
    for (let attempt = 0; ; attempt++) {
      let number: number;
      if (attempt < RANDOM_REFERENCE_TRIES) number = randomInt(1000, 10000);
      else {
        const [free] = (await manager.query(
          `SELECT n FROM generate_series(1000, 9999) n
            WHERE NOT EXISTS (SELECT 1 FROM bookings
                               WHERE payment_reference = 'Ricevuta ' || n AND status NOT IN ('expired', 'cancelled'))
            ORDER BY random() LIMIT 1`,
        )) as { n: number }[];
        if (!free) throw new Error('Every payment reference is held by a live booking');
        number = free.n;
      }
      const reference = paymentReference(number);
      const inserted = (await manager.query(
        `INSERT INTO bookings (id, booking_link_id, departure_id, trip_id, airport, traveller_count, adult_count,
                child_count, price_cents, total_price_cents, child_discount_cents, deposit_amount_cents,
                amount_to_pay_cents, payment_type, payment_reference, payment_expires_at, contact_email,
                contact_phone, iban_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         ON CONFLICT (payment_reference) WHERE status NOT IN ('expired', 'cancelled') DO NOTHING
         RETURNING id`,
        [
          booking.id,
          link.id,
          link.departureId,
          link.tripId,
          booking.airport,
          booking.travellerCount,
          summary.adultCount,
          summary.childCount,
          link.priceCents,
          summary.totalPriceCents,
          summary.childDiscountCents,
          summary.depositAmountCents,
          summary.amountToPayCents,
          summary.paymentType,
          reference,
          booking.paymentExpiresAt,
          booking.contactEmail,
          booking.contactPhone,
          booking.ibanId,
        ],
      )) as unknown[];
      if (inserted.length > 0) return reference;
    }
  }
}

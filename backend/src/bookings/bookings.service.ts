import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { LinkOffer } from '../booking-links/booking-links.repository.js';
import { BookingLinksService } from '../booking-links/booking-links.service.js';
import { AppError } from '../common/app-error.js';
import type { ClientLimit } from '../common/client-rate-limit.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { formatIban } from '../ibans/iban.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import { NotificationOutboxRepository } from '../notifications/notification-outbox.repository.js';
import { BOOKING_POLICY, depositTermsOf, isChild, priceBooking, type PriceSummary } from './booking-policy.js';
import { BookingsRepository } from './bookings.repository.js';
import type { BookingCreateDto, BookingCreatedDto } from './dto/booking-create.dto.js';
import type { BookingQuoteDto, BookingQuoteRequestDto } from './dto/booking-quote.dto.js';
import type { BookingDto, BookingTransferDeclaredDto } from './dto/booking.dto.js';
import { epcQrPayload } from './epc-qr.js';
import { PassportCipher } from './passport-cipher.js';
import { paymentReference } from './payment-reference.js';
import type { BookingNotice } from '../notifications/telegram.js';

const WINDOW_MS = 10 * 60_000;
/** Per client and ten minutes: a family retrying a form, not a script filling departures with holds. */
export const BOOKING_LIMITS = {
  quote: { purpose: 'booking.quote', limit: 120, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  create: { purpose: 'booking.create', limit: 10, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  read: { purpose: 'booking.read', limit: 120, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  declare: { purpose: 'booking.declare', limit: 20, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
} as const satisfies Record<string, ClientLimit>;

export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;

/** Random picks of a reference before asking the database for a free one. */
const RANDOM_REFERENCE_TRIES = 20;

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
    private readonly bookings: BookingsRepository,
    private readonly bookingLinks: BookingLinksService,
    private readonly departures: DeparturesRepository,
    private readonly ibans: IbansRepository,
    private readonly outbox: NotificationOutboxRepository,
  ) {
    this.cipher = new PassportCipher(config.dataEncryptionKey);
  }

  /** The price summary a link's form shows for these travellers. */
  async quoteBooking(token: string, dto: BookingQuoteRequestDto): Promise<BookingQuoteDto> {
    const link = await this.bookingLinks.findBookableOffer(this.dataSource.manager, token);
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
  ): Promise<BookingCreation> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError('INVALID_IDEMPOTENCY_KEY');
    }
    const requestHash = createHash('sha256')
      .update(canonicalJson({ operation: 'booking.create', token, body: dto }))
      .digest('hex');

    return this.dataSource.transaction(async (manager) => {
      if (idempotencyKey !== undefined) {
        // A second request with the key waits here until the first one's transaction ends.
        if (!(await this.bookings.claimIdempotencyKey(manager, idempotencyKey, requestHash))) {
          const stored = await this.bookings.findIdempotencyRecord(manager, idempotencyKey);
          if (!stored || stored.requestHash !== requestHash || !stored.response) {
            throw new AppError('IDEMPOTENCY_KEY_REUSED');
          }
          return { status: 200, body: stored.response };
        }
      }

      const link = await this.bookingLinks.findBookableOffer(manager, token);
      const ibanId = link.ibanId ?? (await this.ibans.systemIbanId(manager));
      if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
      const now = new Date();
      const summary = this.price(link, dto.travellers, now);
      await this.departures.takeSeats(manager, link.departureId, dto.travellers.length);

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
      await this.bookings.insertTravellers(
        manager,
        id,
        dto.travellers.map((traveller) => ({
          firstName: traveller.firstName,
          lastName: traveller.lastName,
          birthDate: traveller.birthDate ?? null,
          address: traveller.address ?? null,
          passportNumberEncrypted: traveller.passportNumber ? this.cipher.encrypt(traveller.passportNumber, id) : null,
          isChild: isChild(traveller.birthDate, link.startDate),
        })),
      );
      await this.outbox.enqueue(manager, 'booking.created', id);

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
        await this.bookings.storeIdempotentResponse(manager, idempotencyKey, body);
      }
      return { status: 201, body };
    });
  }

  /** What the agency's chat is told of a new booking; null when the booking is gone. */
  async findNotice(id: string): Promise<BookingNotice | null> {
    const row = await this.bookings.findNotice(id);
    if (!row) return null;
    const { departureId, bookingLinkId, ...booking } = row;
    const [departure, linkSource] = await Promise.all([
      this.departures.findOneFacts(departureId),
      this.bookingLinks.findLinkSource(bookingLinkId),
    ]);
    // Both are held by foreign keys of the booking.
    if (!departure || !linkSource) throw new Error(`Booking ${id} lost its departure or its link`);
    return { ...booking, startDate: departure.startDate, endDate: departure.endDate, linkSource };
  }

  /** What the payment and success pages show. */
  async getBooking(id: string): Promise<BookingDto> {
    const row = await this.bookings.findForPaymentPage(id);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const departure = await this.departures.findOneFacts(row.departure_id);
    const beneficiary = await this.ibans.findBeneficiary(row.iban_id);
    // Both are held by foreign keys of the booking.
    if (!departure || !beneficiary) throw new Error(`Booking ${id} lost its departure or its IBAN`);
    return {
      id: row.id,
      status: row.status,
      paymentStatus: row.payment_status,
      tripTitle: row.trip_title,
      startDate: departure.startDate,
      endDate: departure.endDate,
      tripDays: departure.durationDays,
      nights: departure.durationDays - 1,
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
      beneficiary: { ...beneficiary, ibanFormatted: formatIban(beneficiary.iban) },
      epcQrPayload: epcQrPayload({
        beneficiaryName: beneficiary.accountHolder,
        iban: beneficiary.iban,
        amountCents: row.amount_to_pay_cents,
        remittance: row.payment_reference,
      }),
    };
  }

  /**
   * The customer says the transfer is made: a pending booking within its window becomes
   * transfer_declared; saying it again changes nothing.
   */
  async declareTransfer(id: string): Promise<BookingTransferDeclaredDto> {
    if (await this.bookings.declareTransfer(id)) return { status: 'transfer_declared' };
    const status = await this.bookings.findStatus(id);
    if (!status) throw new AppError('BOOKING_NOT_FOUND');
    if (status === 'transfer_declared') return { status: 'transfer_declared' };
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
      let number: number | null;
      if (attempt < RANDOM_REFERENCE_TRIES) number = randomInt(1000, 10000);
      else {
        number = await this.bookings.freeReferenceNumber(manager);
        if (number === null) throw new Error('Every payment reference is held by a live booking');
      }
      const reference = paymentReference(number);
      const inserted = await this.bookings.insertWithReference(manager, {
        id: booking.id,
        bookingLinkId: link.id,
        departureId: link.departureId,
        tripId: link.tripId,
        airport: booking.airport,
        travellerCount: booking.travellerCount,
        adultCount: summary.adultCount,
        childCount: summary.childCount,
        priceCents: link.priceCents,
        totalPriceCents: summary.totalPriceCents,
        childDiscountCents: summary.childDiscountCents,
        depositAmountCents: summary.depositAmountCents,
        amountToPayCents: summary.amountToPayCents,
        paymentType: summary.paymentType,
        paymentReference: reference,
        paymentExpiresAt: booking.paymentExpiresAt,
        contactEmail: booking.contactEmail,
        contactPhone: booking.contactPhone,
        ibanId: booking.ibanId,
      });
      if (inserted) return reference;
    }
  }
}

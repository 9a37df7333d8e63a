import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
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
import { MessageQueue } from '../messages/message-queue.js';
import {
  balanceDueDate,
  BOOKING_POLICY,
  declaredTransferWindow,
  depositTermsOf,
  isChild,
  priceBooking,
  singleRoomsProblem,
  type PriceSummary,
} from './booking-policy.js';
import { type BookingOrigin, BookingsRepository, type NoticeRow, type PaymentPageRow } from './bookings.repository.js';
import type { BookingCreateDto, BookingCreatedDto, BookingTravellerCreateDto } from './dto/booking-create.dto.js';
import type { BookingQuoteDto, BookingQuoteRequestDto } from './dto/booking-quote.dto.js';
import type { BookingDto, BookingTransferDeclaredDto } from './dto/booking.dto.js';
import { epcQrPayload } from './epc-qr.js';
import { PassportCipher } from './passport-cipher.js';
import {
  BOOKING_PAGE_PATH,
  BOOKING_PAGE_TOKEN_PATTERN,
  bookingPageClosed,
  BookingPageTokens,
  bookingPageTokenHash,
} from './booking-page-token.js';
import { paymentReference, REFERENCE_RULES } from './payment-reference.js';
import { PaymentReferencesRepository } from './payment-references.repository.js';
import { type Holder } from './bookings.repository.js';
import { contactEmailKey, contactPhoneKey, HOLD_BURST, unpaidHoldExcess, UnpaidHoldsRefused } from './unpaid-holds.js';
import { HoldAlertsRepository } from './hold-alerts.repository.js';
import { holdAlertOccasion, type HoldAlertKind } from './hold-alert.entity.js';
import { TransferReceiptsRepository } from '../payments/transfer-receipts.repository.js';
import { clientNetworkKey, hashClient, hashKey } from '../common/client-address.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import { seatShortage } from '../departures/availability.js';
import type { BookingNotice } from '../notifications/telegram.js';
import { BookingDocumentsRepository } from '../documents/booking-documents.repository.js';
import type { InformationRequestDto, PreContractInformationDto } from '../documents/dto/information.dto.js';
import {
  informationRequestOf,
  PreContractInformation,
  type VersionedInformation,
} from '../documents/pre-contract-information.js';
import type { AirportCode } from '../common/airports.js';
import type { Language } from '../catalogue/trip-content.js';
import { WaitlistService } from '../waitlist/waitlist.service.js';
import { WaitlistRepository } from '../waitlist/waitlist.repository.js';
import { PartnersRepository } from '../partners/partners.repository.js';

const WINDOW_MS = 10 * 60_000;
/** Per client and ten minutes: a family retrying a form, not a script filling departures with holds. */
export const BOOKING_LIMITS = {
  quote: { purpose: 'booking.quote', limit: 120, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  create: { purpose: 'booking.create', limit: 10, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  read: { purpose: 'booking.read', limit: 120, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
  declare: { purpose: 'booking.declare', limit: 20, windowMs: WINDOW_MS, error: 'BOOKING_RATE_LIMITED' },
} as const satisfies Record<string, ClientLimit>;

export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,100}$/;

/** The purpose the holder's client hashes are keyed with: they match no rate limiter's. */
const HOLDER_HASH_PURPOSE = 'booking.holder';

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

/** A booking whose seats are taken, as `recordBooking` writes it. */
export interface NewBookingRecord {
  id: string;
  origin: BookingOrigin;
  departureId: string;
  tripId: string;
  startDate: string;
  airport: AirportCode;
  /** Per person, as the amounts were priced: the link's price, or a partner's net price. */
  priceCents: number;
  summary: PriceSummary;
  contactEmail: string;
  contactPhone: string;
  language: Language;
  travellers: readonly BookingTravellerCreateDto[];
  informationVersion: string | null;
  information: VersionedInformation;
  ibanId: string;
  holder: Holder;
  now: Date;
}

const SINGLE_ROOMS_MISMATCH = 'Il numero di camere singole non corrisponde ai viaggiatori che la chiedono.';

/**
 * The single rooms a request asks for: its `singleRooms`, or else the travellers who ask for
 * one. When both are given they must agree (400 otherwise).
 */
export function singleRoomsOf(dto: { singleRooms?: number; travellers: readonly { singleRoom?: boolean }[] }): number {
  const flagged = dto.travellers.filter((traveller) => traveller.singleRoom === true).length;
  const anyFlag = dto.travellers.some((traveller) => traveller.singleRoom !== undefined);
  if (dto.singleRooms !== undefined && anyFlag && dto.singleRooms !== flagged) {
    throw new AppError('VALIDATION_FAILED', { singleRooms: [SINGLE_ROOMS_MISMATCH] }, SINGLE_ROOMS_MISMATCH);
  }
  return dto.singleRooms ?? flagged;
}

@Injectable()
export class BookingsService implements OnApplicationBootstrap {
  private readonly cipher: PassportCipher;
  private readonly pageTokens: BookingPageTokens;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bookings: BookingsRepository,
    private readonly bookingLinks: BookingLinksService,
    private readonly departures: DeparturesRepository,
    private readonly ibans: IbansRepository,
    private readonly messages: MessageQueue,
    private readonly references: PaymentReferencesRepository,
    private readonly holdAlerts: HoldAlertsRepository,
    private readonly receipts: TransferReceiptsRepository,
    private readonly information: PreContractInformation,
    private readonly documents: BookingDocumentsRepository,
    private readonly waitlist: WaitlistService,
    private readonly waitlistEntries: WaitlistRepository,
    private readonly partners: PartnersRepository,
  ) {
    this.cipher = new PassportCipher(config.dataEncryptionKey);
    this.pageTokens = new BookingPageTokens(config.dataEncryptionKey);
  }

  /** The price summary a link's form shows for these travellers. */
  async quoteBooking(token: string, dto: BookingQuoteRequestDto): Promise<BookingQuoteDto> {
    const link = await this.bookingLinks.findBookableOffer(this.dataSource.manager, token);
    return this.price(link, dto.travellers, new Date(), dto.singleRooms ?? 0);
  }

  /** The pre-contract information the form shows before its booking button, for these travellers. */
  async informationFor(token: string, dto: InformationRequestDto): Promise<PreContractInformationDto> {
    const { document, version } = await this.informationOf(token, dto, dto.airport ?? null, dto.language ?? 'it');
    return {
      version,
      title: document.title,
      subtitle: document.subtitle,
      sections: document.sections,
      footer: document.footer,
    };
  }

  private async informationOf(
    token: string,
    dto: { travellers: readonly { birthDate?: string; singleRoom?: boolean }[]; singleRooms?: number },
    airport: AirportCode | null,
    language: Language,
  ): Promise<VersionedInformation> {
    const link = await this.bookingLinks.findBookableOffer(this.dataSource.manager, token);
    const ibanId = link.ibanId ?? (await this.ibans.systemIbanId());
    if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
    const summary = this.price(link, dto.travellers, new Date(), singleRoomsOf(dto));
    return this.information.build(informationRequestOf(link, summary, ibanId, airport, language));
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
    const requestHash = createHash('sha256')
      .update(canonicalJson({ operation: 'booking.create', token, body: dto }))
      .digest('hex');

    const holder = this.holderOf(dto, clientAddress);
    // A request seen before is answered as it was, whatever changed since.
    const replay = idempotencyKey
      ? await this.bookings.findIdempotencyRecord(this.dataSource.manager, idempotencyKey)
      : null;
    // Written before the transaction, so that no seat waits on it: the text the customer is
    // shown for this booking, checked against the one they confirmed.
    const information = replay?.response
      ? null
      : await this.informationOf(token, dto, dto.airport, dto.language ?? 'it');
    if (information && dto.informationVersion !== undefined && dto.informationVersion !== information.version) {
      throw new AppError('INFORMATION_CHANGED');
    }
    try {
      return await this.createInTransaction(token, dto, idempotencyKey, requestHash, holder, information);
    } catch (error) {
      // The refusal rolled the booking back; staff hear of it all the same.
      if (error instanceof UnpaidHoldsRefused) {
        const { departureId, unpaidSeats } = error;
        await this.dataSource.transaction((manager) =>
          this.alertStaff(manager, departureId, 'cap_reached', unpaidSeats),
        );
      }
      throw error;
    }
  }

  private async createInTransaction(
    token: string,
    dto: BookingCreateDto,
    idempotencyKey: string | undefined,
    requestHash: string,
    holder: Holder,
    information: VersionedInformation | null,
  ): Promise<BookingCreation> {
    return transactionWithRetry(this.dataSource, async (manager) => {
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
      // Only a replay comes without its information, and a replay was answered above.
      if (!information) throw new AppError('IDEMPOTENCY_KEY_REUSED');

      const link = await this.bookingLinks.findBookableOffer(manager, token);
      const ibanId = link.ibanId ?? (await this.ibans.systemIbanId(manager));
      if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
      const now = new Date();
      const summary = this.price(link, dto.travellers, now, singleRoomsOf(dto));
      // A departure already full says so at once, without queueing for its row lock behind
      // the bookings taking its last seats; one that looks free is checked again under the lock.
      const shortage = seatShortage(link.spotsAvailable, dto.travellers.length);
      if (shortage) throw new AppError(shortage);
      await this.bookings.lockHolder(manager, holder);
      const id = randomUUID();
      // A waiting list's offer: the seats held for it are the booking's to take, with any free.
      const offer = await this.waitlistEntries.claimOffer(manager, link.id, id);
      if (offer) await this.departures.giveBackSeats(manager, [offer]);
      // Seats first: a departure without them says so, whoever asks.
      await this.departures.takeSeats(manager, link.departureId, dto.travellers.length);
      // Fewer travellers than the offer held: the seats left over go to the next in line.
      if (offer && offer.seats > dto.travellers.length)
        await this.waitlist.offerFreedSeats(manager, [link.departureId]);
      const held = await this.bookings.unpaidSeatsOf(manager, holder, link.departureId);
      if (unpaidHoldExcess(held, dto.travellers.length)) {
        const recent = await this.bookings.recentUnpaid(manager, link.departureId, HOLD_BURST.windowMinutes);
        throw new UnpaidHoldsRefused(link.departureId, recent.seats);
      }

      const { paymentReference: reference, paymentExpiresAt } = await this.recordBooking(manager, {
        id,
        origin: { bookingLinkId: link.id },
        departureId: link.departureId,
        tripId: link.tripId,
        startDate: link.startDate,
        airport: dto.airport,
        priceCents: link.priceCents,
        summary,
        contactEmail: dto.contactEmail,
        contactPhone: dto.contactPhone,
        language: dto.language ?? 'it',
        travellers: dto.travellers,
        informationVersion: dto.informationVersion ?? null,
        information,
        ibanId,
        holder,
        now,
      });
      await this.watchForBurst(manager, link.departureId, link.spotsAvailable - dto.travellers.length);

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

  /**
   * Writes a booking whose seats the caller has taken, in its transaction: its reference, its
   * row and travellers, the pre-contract information it was made with, the agency's notice and
   * the first message. One place for the site's bookings and the partners' (decision PA7).
   */
  async recordBooking(
    manager: EntityManager,
    booking: NewBookingRecord,
  ): Promise<{ paymentReference: string; paymentExpiresAt: Date }> {
    const { id, summary } = booking;
    const paymentExpiresAt = new Date(booking.now.getTime() + BOOKING_POLICY.paymentWindowHours * 3_600_000);
    const reference = paymentReference(await this.claimReferenceNumber(manager, id));
    await this.bookings.insert(manager, {
      id,
      origin: booking.origin,
      departureId: booking.departureId,
      tripId: booking.tripId,
      airport: booking.airport,
      travellerCount: booking.travellers.length,
      adultCount: summary.adultCount,
      childCount: summary.childCount,
      priceCents: booking.priceCents,
      totalPriceCents: summary.totalPriceCents,
      childDiscountCents: summary.childDiscountCents,
      singleRooms: summary.singleRooms,
      singleSupplementCents: summary.singleSupplementCents,
      depositAmountCents: summary.depositAmountCents,
      amountToPayCents: summary.amountToPayCents,
      paymentType: summary.paymentType,
      paymentReference: reference,
      paymentExpiresAt,
      contactEmail: booking.contactEmail,
      contactPhone: booking.contactPhone,
      language: booking.language,
      pageTokenHash: bookingPageTokenHash(this.pageTokens.tokenOf(id)),
      informationVersion: booking.informationVersion,
      ibanId: booking.ibanId,
      holder: booking.holder,
    });
    await this.bookings.insertTravellers(
      manager,
      id,
      booking.travellers.map((traveller, position) => ({
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        birthDate: traveller.birthDate ?? null,
        address: traveller.address ?? null,
        passportNumberEncrypted: traveller.passportNumber
          ? this.cipher.encrypt(traveller.passportNumber, { bookingId: id, position })
          : null,
        isChild: isChild(traveller.birthDate, booking.startDate),
        singleRoom: traveller.singleRoom === true,
      })),
    );
    await this.documents.insert(manager, {
      bookingId: id,
      kind: 'information',
      version: booking.information.version,
      content: booking.information.document,
    });
    await this.messages.toAgency(manager, id, 'booking.created');
    await this.messages.toCustomer(manager, { bookingId: id, kind: 'booking_received' });
    return { paymentReference: reference, paymentExpiresAt };
  }

  /** What the agency's chat is told of a new booking; null when the booking is gone. */
  async findNotice(id: string): Promise<BookingNotice | null> {
    const row = await this.bookings.findNotice(id);
    if (!row) return null;
    const departure = await this.departures.findOneFacts(row.departureId);
    // Held by the booking's foreign key, as its link or its partner is.
    if (!departure) throw new Error(`Booking ${id} lost its departure`);
    return {
      reference: row.reference,
      tripTitle: row.tripTitle,
      airport: row.airport,
      adultCount: row.adultCount,
      childCount: row.childCount,
      totalPriceCents: row.totalPriceCents,
      amountToPayCents: row.amountToPayCents,
      paymentType: row.paymentType,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      travellers: row.travellers,
      startDate: departure.startDate,
      endDate: departure.endDate,
      origin: await this.originOf(row),
    };
  }

  private async originOf(row: NoticeRow): Promise<BookingNotice['origin']> {
    if (row.partnerId !== null) {
      const partner = await this.partners.findPartner(row.partnerId);
      if (!partner || row.retailTotalCents === null) throw new Error('A partner booking lost its partner or its terms');
      return {
        kind: 'partner',
        name: partner.name,
        reference: row.partnerReference,
        retailTotalCents: row.retailTotalCents,
      };
    }
    const source = row.bookingLinkId === null ? null : await this.bookingLinks.findLinkSource(row.bookingLinkId);
    if (!source) throw new Error('A booking lost its link');
    return { kind: 'link', source };
  }

  /** The address of the customer's private page of the booking, printed in every message. */
  bookingPageUrl(id: string): string {
    return `${this.config.publicBaseUrl}/${BOOKING_PAGE_PATH}/${this.pageTokens.tokenOf(id)}`;
  }

  /**
   * The booking a customer's private link opens, as its payment page shows it; closed (404)
   * for an unknown token and from the 31st day after the trip's return.
   */
  async getBookingByPageToken(token: string, now: Date = new Date()): Promise<BookingDto> {
    if (!BOOKING_PAGE_TOKEN_PATTERN.test(token)) throw new AppError('BOOKING_PAGE_NOT_FOUND');
    const id = await this.bookings.findByPageToken(bookingPageTokenHash(token));
    const booking = id ? await this.getBooking(id) : null;
    if (!booking || bookingPageClosed(booking.endDate, now)) throw new AppError('BOOKING_PAGE_NOT_FOUND');
    return booking;
  }

  /** Writes the page token hash of bookings made before private pages existed (run at start). */
  async onApplicationBootstrap(): Promise<void> {
    for (;;) {
      const ids = await this.bookings.withoutPageToken(500);
      for (const id of ids) await this.bookings.setPageTokenHash(id, bookingPageTokenHash(this.pageTokens.tokenOf(id)));
      if (ids.length < 500) break;
    }
  }

  /** What the payment and success pages show. */
  async getBooking(id: string): Promise<BookingDto> {
    return (await this.messageFacts(id)).booking;
  }

  /** What the customer's messages say: the payment page's facts, with where the trip and its departure are. */
  async messageFacts(id: string): Promise<{
    booking: BookingDto;
    tripSlug: string;
    departureId: string;
    cancellationReason: string | null;
    /** The partner agency the messages go to (DECISIONS 36); null for a booking of the site. */
    partner: { name: string; reference: string | null } | null;
  }> {
    const row = await this.bookings.findForPaymentPage(id);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const partner = row.partner_id === null ? null : await this.partners.findPartner(row.partner_id);
    return {
      booking: await this.paymentPage(row),
      tripSlug: row.trip_slug,
      departureId: row.departure_id,
      cancellationReason: row.cancellation_reason,
      partner: partner && { name: partner.name, reference: row.partner_reference },
    };
  }

  private async paymentPage(row: PaymentPageRow): Promise<BookingDto> {
    const id = row.id;
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
      singleRooms: row.single_rooms,
      singleSupplementCents: row.single_supplement_cents,
      travellers: row.travellers,
      totalPriceCents: row.total_price_cents,
      depositAmountCents: row.deposit_amount_cents,
      amountToPayCents: row.amount_to_pay_cents,
      paymentType: row.payment_type,
      amountPaidCents: row.amount_paid_cents,
      balanceDueDate: row.payment_type === 'deposit' ? balanceDueDate(departure.startDate) : null,
      language: row.language,
      paymentReference: row.payment_reference,
      paymentExpiresAt: row.payment_expires_at.toISOString(),
      beneficiary: { ...beneficiary, ibanFormatted: formatIban(beneficiary.iban) },
      transferReceiptUploadedAt: (await this.receipts.findFacts(id))?.uploadedAt.toISOString() ?? null,
      epcQrPayload: epcQrPayload({
        beneficiaryName: beneficiary.accountHolder,
        iban: beneficiary.iban,
        amountCents: row.amount_to_pay_cents,
        remittance: row.payment_reference,
      }),
      balanceEpcQrPayload:
        row.payment_status === 'deposit_paid' && row.total_price_cents > row.amount_paid_cents
          ? epcQrPayload({
              beneficiaryName: beneficiary.accountHolder,
              iban: beneficiary.iban,
              amountCents: row.total_price_cents - row.amount_paid_cents,
              remittance: row.payment_reference,
            })
          : null,
      tripSlug: row.trip_slug,
    };
  }

  /**
   * The customer says the transfer is made: a pending booking within its window becomes
   * transfer_declared and keeps its seats for the working days of DECISIONS 29; saying it
   * again changes nothing.
   */
  async declareTransfer(id: string): Promise<BookingTransferDeclaredDto> {
    const departureId = await this.bookings.findDepartureId(id);
    if (!departureId) throw new AppError('BOOKING_NOT_FOUND');
    const departure = await this.departures.findOneFacts(departureId);
    // Held by the booking's foreign key.
    if (!departure) throw new Error(`Booking ${id} lost its departure`);
    const { windowEnd, reminderDue } = declaredTransferWindow(new Date(), departure.startDate);
    if (await this.bookings.declareTransfer(id, windowEnd, reminderDue)) return { status: 'transfer_declared' };
    const status = await this.bookings.findStatus(id);
    if (!status) throw new AppError('BOOKING_NOT_FOUND');
    if (status === 'transfer_declared') return { status: 'transfer_declared' };
    throw new AppError('BOOKING_NOT_PENDING');
  }

  /**
   * The link's price for these travellers and single rooms. Single rooms the trip does not offer,
   * or more than the travellers, are refused with 400; a total of zero or less (children only,
   * on a link that lets children travel free) is no booking the agency can take: 422, before
   * any seat.
   */
  private price(
    link: LinkOffer,
    travellers: readonly { birthDate?: string }[],
    now: Date,
    singleRooms: number,
  ): PriceSummary {
    const problem = singleRoomsProblem(singleRooms, travellers.length, link.singleSupplementCents);
    if (problem) throw new AppError('VALIDATION_FAILED', { singleRooms: [problem] }, problem);
    const summary = priceBooking(
      travellers,
      {
        startDate: link.startDate,
        priceCents: link.priceCents,
        paymentType: link.paymentType,
        childDiscountEnabled: link.childDiscountEnabled,
        childDiscountPercentage: link.childDiscountPercentage,
        deposit: depositTermsOf(link),
        singleSupplementCents: link.singleSupplementCents,
      },
      now,
      singleRooms,
    );
    if (summary.totalPriceCents <= 0) throw new AppError('BOOKING_TOTAL_NOT_POSITIVE');
    return summary;
  }

  /**
   * A reference number no booking holds (DECISIONS 30), claimed for `bookingId`: random
   * four-digit picks first (the claim decides between simultaneous ones), then a free number
   * chosen by the database, four digits before five.
   */
  private async claimReferenceNumber(manager: EntityManager, bookingId: string): Promise<number> {
    const [fourDigits] = REFERENCE_RULES.ranges;
    for (let attempt = 0; attempt < REFERENCE_RULES.randomTries; attempt++) {
      const number = randomInt(fourDigits.from, fourDigits.to + 1);
      if (await this.references.claim(manager, number, bookingId)) return number;
    }
    for (const range of REFERENCE_RULES.ranges) {
      for (;;) {
        const number = await this.references.freeNumber(manager, range.from, range.to);
        if (number === null) break;
        // Another booking may take it first: ask again.
        if (await this.references.claim(manager, number, bookingId)) return number;
      }
    }
    throw new AppError('PAYMENT_REFERENCES_EXHAUSTED');
  }

  /**
   * A departure whose free seats of an hour ago went mostly to unpaid holds of several
   * bookings is how a script empties it: staff are alerted (the admin home lists it).
   */
  private async watchForBurst(manager: EntityManager, departureId: string, spotsLeft: number): Promise<void> {
    const recent = await this.bookings.recentUnpaid(manager, departureId, HOLD_BURST.windowMinutes);
    const share = recent.seats / Math.max(1, recent.seats + Math.max(0, spotsLeft));
    if (recent.bookings >= HOLD_BURST.minBookings && share >= HOLD_BURST.shareOfSeats) {
      await this.alertStaff(manager, departureId, 'burst', recent.seats);
    }
  }

  /** Counts the alert for the admin home, and e-mails staff once per kind and hour. */
  private async alertStaff(
    manager: EntityManager,
    departureId: string,
    kind: HoldAlertKind,
    unpaidSeats: number,
  ): Promise<void> {
    const windowStart = await this.holdAlerts.record(departureId, kind, unpaidSeats, manager);
    await this.messages.toStaff(manager, {
      bookingId: null,
      kind: 'staff_hold_alert',
      occasion: holdAlertOccasion(kind, windowStart),
    });
  }

  /** Who holds the new booking's seats, by every key unpaid holds are capped on. */
  private holderOf(dto: BookingCreateDto, clientAddress: string): Holder {
    const network = clientNetworkKey(clientAddress);
    return {
      clientHash: hashClient(this.config.clientHashSecret, HOLDER_HASH_PURPOSE, clientAddress),
      networkHash: network === null ? null : hashKey(this.config.clientHashSecret, HOLDER_HASH_PURPOSE, network),
      emailKey: contactEmailKey(dto.contactEmail),
      phoneKey: contactPhoneKey(dto.contactPhone),
    };
  }
}

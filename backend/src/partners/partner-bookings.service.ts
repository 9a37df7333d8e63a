import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import AsyncLock from 'async-lock';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  BookingsService,
  canonicalJson,
  IDEMPOTENCY_KEY_PATTERN,
  singleRoomsOf,
} from '../bookings/bookings.service.js';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { PaymentReferencesRepository } from '../bookings/payment-references.repository.js';
import { contactEmailKey, contactPhoneKey } from '../bookings/unpaid-holds.js';
import { AppError } from '../common/app-error.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import { seatShortage } from '../departures/availability.js';
import { DeparturesRepository, type DepartureFacts } from '../departures/departures.repository.js';
import { informationRequestOf, PreContractInformation } from '../documents/pre-contract-information.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import { WaitlistService } from '../waitlist/waitlist.service.js';
import type {
  PartnerBookingCreateDto,
  PartnerBookingCreatedDto,
  PartnerBookingDto,
} from './dto/partner-booking.dto.js';
import type { PartnerHoldCreateDto, PartnerHoldDto } from './dto/partner-hold.dto.js';
import { netPriceCents, PARTNER_CHILD_TERMS, partnerPrices } from './net-price.js';
import { PARTNER_HOLD_MINUTES } from './partner-hold.entity.js';
import { PartnerHoldsRepository } from './partner-holds.repository.js';
import { PartnerBookingEvents } from './webhooks/partner-booking-events.js';
import type { PartnerPrincipal } from './partner-principal.js';
import { PartnersRepository } from './partners.repository.js';

/** 201 for what a request made, 200 for the replay of one made before with the same key. */
export interface PartnerCreation<T> {
  status: 200 | 201;
  body: T;
}

/** Holds past their end given back per transaction by the job. */
const EXPIRY_BATCH = 200;

/** A partner's holds waiting their turn on one replica; more at once are refused (429). */
const MAX_WAITING_HOLDS = 100;

/** The airport of a partner booking that names none (decision PA9). */
const DEFAULT_PARTNER_AIRPORT = 'MXP';

/**
 * A partner's holds and bookings on the same seat counters as the site's (DECISIONS 36,
 * decisions PA7-PA9): a hold takes seats off sale for at most 30 minutes, a booking takes the
 * hold's seats and is then a booking like any other, in the partner's name and at its net price.
 */
@Injectable()
export class PartnerBookingsService {
  /**
   * A partner's holds are counted one after the other under its row lock; they wait their turn
   * here, in memory, rather than each holding a pool connection while it waits, so that a
   * partner's burst costs the pool one connection per replica, and the site's bookings none.
   */
  private readonly holdQueue = new AsyncLock({ maxPending: MAX_WAITING_HOLDS });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnersRepository,
    private readonly holds: PartnerHoldsRepository,
    private readonly departures: DeparturesRepository,
    private readonly bookings: BookingsRepository,
    private readonly bookingsService: BookingsService,
    private readonly ibans: IbansRepository,
    private readonly information: PreContractInformation,
    private readonly waitlist: WaitlistService,
    private readonly references: PaymentReferencesRepository,
    private readonly partnerEvents: PartnerBookingEvents,
  ) {}

  /**
   * Takes seats off sale for the partner. The partner's row is locked first, so its holds are
   * counted one after the other against its cap; the seats are taken by the departures'
   * conditional update, as a site booking takes them.
   */
  async createHold(
    partner: PartnerPrincipal,
    dto: PartnerHoldCreateDto,
    idempotencyKey: string | undefined,
  ): Promise<PartnerCreation<PartnerHoldDto>> {
    let turnCame = false;
    try {
      return await this.holdQueue.acquire(partner.partnerId, () => {
        turnCame = true;
        return this.holdInTurn(partner, dto, idempotencyKey);
      });
    } catch (error) {
      // The queue refuses without running the hold only when it is full.
      throw turnCame ? error : new AppError('PARTNER_TOO_MANY_AT_ONCE');
    }
  }

  private holdInTurn(
    partner: PartnerPrincipal,
    dto: PartnerHoldCreateDto,
    idempotencyKey: string | undefined,
  ): Promise<PartnerCreation<PartnerHoldDto>> {
    return this.idempotent(partner, 'partner.hold', dto, idempotencyKey, async (manager) => {
      const facts = await this.departures.findOneFacts(dto.departureId);
      if (!facts) throw new AppError('DEPARTURE_NOT_FOUND');
      // A departure already full says so at once, without queueing for the locks.
      const shortage = seatShortage(facts.spotsAvailable, dto.seats);
      if (shortage) throw new AppError(shortage);
      const cap = await this.partners.lockPartnerCap(manager, partner.partnerId);
      if (cap === null) throw new AppError('INVALID_API_KEY');
      const unpaid =
        (await this.holds.heldSeats(manager, partner.partnerId, dto.departureId)) +
        (await this.bookings.partnerUnpaidSeats(manager, partner.partnerId, dto.departureId));
      if (unpaid + dto.seats > cap) throw new AppError('PARTNER_UNPAID_SEATS_LIMIT');
      await this.departures.takeSeats(manager, dto.departureId, dto.seats);
      const hold = await this.holds.insert(manager, {
        partnerId: partner.partnerId,
        keyId: partner.keyId,
        departureId: dto.departureId,
        seats: dto.seats,
        minutes: PARTNER_HOLD_MINUTES,
      });
      return {
        id: hold.id,
        departureId: dto.departureId,
        seats: dto.seats,
        expiresAt: hold.expiresAt.toISOString(),
      };
    });
  }

  /** The partner gives a hold's seats back; a hold already ended is left as it is. */
  async releaseHold(partner: PartnerPrincipal, id: string): Promise<void> {
    await transactionWithRetry(this.dataSource, async (manager) => {
      const hold = await this.holds.lock(manager, partner.partnerId, id);
      if (!hold) throw new AppError('HOLD_NOT_FOUND');
      if (hold.status === 'booked') throw new AppError('HOLD_ALREADY_BOOKED');
      const release = await this.holds.end(manager, id, 'released');
      if (release) await this.giveBack(manager, release);
    });
  }

  /**
   * Books the travellers on a hold's seats, in one transaction with everything a site booking
   * writes. A hold past its end answers 410 and its seats go back at once, whether or not the
   * job got to it first.
   */
  async createBooking(
    partner: PartnerPrincipal,
    dto: PartnerBookingCreateDto,
    idempotencyKey: string | undefined,
  ): Promise<PartnerCreation<PartnerBookingCreatedDto>> {
    const hold = await this.holds.find(partner.partnerId, dto.holdId);
    if (!hold) throw new AppError('HOLD_NOT_FOUND');
    const facts = await this.departures.findOneFacts(hold.departureId);
    if (!facts) throw new AppError('DEPARTURE_NOT_FOUND');
    const ibanId = await this.ibans.systemIbanId();
    if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
    const now = new Date();
    const singleRooms = singleRoomsOf(dto);
    const prices = this.priced(partner, facts, dto, singleRooms, now);
    const airport = dto.airport ?? DEFAULT_PARTNER_AIRPORT;
    const language = dto.language ?? 'it';
    // Written before the transaction, so that no seat waits on it: what the travellers are told, at retail.
    const information = await this.information.build(
      informationRequestOf(this.retailOffer(facts), prices.retail, ibanId, airport, language),
    );

    const expired = { hold: false };
    try {
      return await this.idempotent(partner, 'partner.booking', dto, idempotencyKey, async (manager) => {
        const locked = await this.holds.lock(manager, partner.partnerId, dto.holdId);
        if (!locked) throw new AppError('HOLD_NOT_FOUND');
        if (locked.status === 'booked') throw new AppError('HOLD_ALREADY_BOOKED');
        if (!locked.live) {
          expired.hold = locked.status === 'held';
          throw new AppError('HOLD_EXPIRED');
        }
        if (dto.travellers.length > locked.seats) throw new AppError('TRAVELLERS_EXCEED_HOLD');
        // A departure taken off sale since (cancelled for its minimum group, say) takes no booking.
        if ((await this.departures.lockFreeSeats(manager, locked.departureId)) === null) {
          throw new AppError('DEPARTURE_NOT_FOUND');
        }
        const id = randomUUID();
        // Seats held beyond the travellers go back on sale, to the waiting list first.
        if (locked.seats > dto.travellers.length) {
          await this.giveBack(manager, {
            departureId: locked.departureId,
            seats: locked.seats - dto.travellers.length,
          });
        }
        const { paymentReference, paymentExpiresAt } = await this.bookingsService.recordBooking(manager, {
          id,
          origin: {
            partnerId: partner.partnerId,
            partnerReference: dto.partnerReference,
            retailTotalCents: prices.retail.totalPriceCents,
          },
          departureId: facts.id,
          tripId: facts.tripId,
          startDate: facts.startDate,
          airport,
          priceCents: netPriceCents(facts.priceCents, partner.commissionBasisPoints),
          summary: prices.net,
          contactEmail: dto.contactEmail,
          contactPhone: dto.contactPhone,
          language,
          travellers: dto.travellers,
          informationVersion: information.version,
          information,
          ibanId,
          // The partner's own cap stands for the site's per-family one (decision PA8).
          holder: {
            clientHash: null,
            networkHash: null,
            emailKey: contactEmailKey(dto.contactEmail),
            phoneKey: contactPhoneKey(dto.contactPhone),
          },
          now,
        });
        // The hold's seats are the booking's now.
        await this.holds.markBooked(manager, locked.id, id);
        await this.partnerEvents.announce(manager, id, 'booking.created');
        const beneficiary = await this.ibans.findBeneficiary(ibanId, manager);
        if (!beneficiary) throw new Error('The system IBAN is gone');
        return {
          id,
          status: 'pending',
          paymentReference,
          totalPriceCents: prices.retail.totalPriceCents,
          netPriceCents: prices.net.totalPriceCents,
          amountToPayCents: prices.net.amountToPayCents,
          paymentType: prices.net.paymentType,
          paymentExpiresAt: paymentExpiresAt.toISOString(),
          beneficiary: {
            accountHolder: beneficiary.accountHolder,
            iban: beneficiary.iban,
            bankName: beneficiary.bankName,
          },
        };
      });
    } catch (error) {
      // The refusal rolled everything back; the expired hold's seats go back all the same.
      if (expired.hold) await this.expireHold(partner.partnerId, dto.holdId);
      throw error;
    }
  }

  /** The partner's own booking; another partner's, or none, is 404 alike. */
  async getBooking(partner: PartnerPrincipal, id: string): Promise<PartnerBookingDto> {
    const row = await this.bookings.findPartnerBooking(partner.partnerId, id);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const beneficiary = await this.ibans.findBeneficiary(row.ibanId);
    // Held by the booking's foreign key.
    if (!beneficiary) throw new Error(`Booking ${id} lost its IBAN`);
    return {
      id: row.id,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentReference: row.paymentReference,
      totalPriceCents: row.retailTotalCents,
      netPriceCents: row.netTotalCents,
      amountToPayCents: row.amountToPayCents,
      amountPaidCents: row.amountPaidCents,
      paymentType: row.paymentType,
      paymentExpiresAt: row.paymentExpiresAt.toISOString(),
      beneficiary: { accountHolder: beneficiary.accountHolder, iban: beneficiary.iban, bankName: beneficiary.bankName },
      partnerReference: row.partnerReference,
      departureId: row.departureId,
      tripSlug: row.tripSlug,
      airport: row.airport,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      travellers: row.travellers,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * Cancels the partner's booking while it waits for its money, giving its seats back; again
   * on a booking it cancelled answers the same. A booking paid in part or in full is cancelled
   * by the agency, under the cancellation terms: 409.
   */
  async cancelBooking(
    partner: PartnerPrincipal,
    id: string,
    idempotencyKey: string | undefined,
  ): Promise<PartnerBookingDto> {
    // Cancelling is idempotent by nature: the key is checked, and a repeat answers the same booking.
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError('INVALID_IDEMPOTENCY_KEY');
    }
    await transactionWithRetry(this.dataSource, async (manager) => {
      const { found, status, release } = await this.bookings.cancelPartnerWaiting(manager, partner.partnerId, id);
      if (!found) throw new AppError('BOOKING_NOT_FOUND');
      if (release) {
        await this.giveBack(manager, release);
        await this.references.releaseAfterEnd(manager, [id]);
        await this.partnerEvents.announce(manager, id, 'booking.cancelled');
      } else if (status !== 'cancelled') {
        throw new AppError('BOOKING_NOT_CANCELLABLE');
      }
    });
    return this.getBooking(partner, id);
  }

  /**
   * Every minute on any replica: holds past their end give their seats back (to the waiting
   * lists first), in short transactions; rows are claimed with SKIP LOCKED.
   */
  async expireOverdueHolds(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await transactionWithRetry(this.dataSource, async (manager) => {
        const releases = await this.holds.expireOverdue(manager, EXPIRY_BATCH);
        await this.departures.giveBackSeats(manager, releases);
        await this.waitlist.offerFreedSeats(
          manager,
          releases.map((release) => release.departureId),
        );
        return releases.length;
      });
      total += expired;
      if (expired < EXPIRY_BATCH) return total;
    }
  }

  private async expireHold(partnerId: string, holdId: string): Promise<void> {
    await transactionWithRetry(this.dataSource, async (manager) => {
      const hold = await this.holds.lock(manager, partnerId, holdId);
      if (!hold || hold.live) return;
      const release = await this.holds.end(manager, holdId, 'expired');
      if (release) await this.giveBack(manager, release);
    });
  }

  private async giveBack(manager: EntityManager, release: { departureId: string; seats: number }): Promise<void> {
    await this.departures.giveBackSeats(manager, [release]);
    await this.waitlist.offerFreedSeats(manager, [release.departureId]);
  }

  private retailOffer(facts: DepartureFacts) {
    return {
      departureId: facts.id,
      priceCents: facts.priceCents,
      ...PARTNER_CHILD_TERMS,
      singleSupplementCents: facts.singleSupplementCents,
    };
  }

  private priced(
    partner: PartnerPrincipal,
    facts: DepartureFacts,
    dto: PartnerBookingCreateDto,
    singleRooms: number,
    now: Date,
  ) {
    const prices = partnerPrices(
      dto.travellers,
      {
        startDate: facts.startDate,
        priceCents: facts.priceCents,
        deposit: { kind: facts.depositKind, value: facts.depositValue },
        singleSupplementCents: facts.singleSupplementCents,
      },
      partner.commissionBasisPoints,
      now,
      singleRooms,
    );
    if (prices.net.totalPriceCents <= 0) throw new AppError('BOOKING_TOTAL_NOT_POSITIVE');
    return prices;
  }

  /**
   * Runs `work` once per Idempotency-Key of the partner (the site's semantics): a replay gets
   * the stored answer with 200, the same key with another body 422. Keys are the partner's own:
   * stored under a hash of the partner and the key, so no two partners' keys meet.
   */
  private async idempotent<T extends object>(
    partner: PartnerPrincipal,
    operation: string,
    body: object,
    idempotencyKey: string | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<PartnerCreation<T>> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError('INVALID_IDEMPOTENCY_KEY');
    }
    const key =
      idempotencyKey === undefined
        ? undefined
        : `partner:${createHash('sha256').update(`${partner.partnerId}\n${idempotencyKey}`).digest('hex')}`;
    const requestHash = createHash('sha256').update(canonicalJson({ operation, body })).digest('hex');
    return transactionWithRetry(this.dataSource, async (manager) => {
      if (key !== undefined && !(await this.bookings.claimIdempotencyKey(manager, key, requestHash))) {
        const stored = await this.bookings.findIdempotencyRecord<T>(manager, key);
        if (!stored || stored.requestHash !== requestHash || !stored.response) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
        return { status: 200, body: stored.response };
      }
      const result = await work(manager);
      if (key !== undefined) await this.bookings.storeIdempotentResponse(manager, key, result);
      return { status: 201, body: result };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import type { PaymentKind } from '../bookings/dto/admin-booking.dto.js';
import { romeCalendarDate } from '../common/calendar-date.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import { type AuditAction, AuditService } from '../audit/audit.service.js';
import type { PaymentStatus } from '../bookings/booking.entity.js';
import { BookingsRepository, type PaymentFacts } from '../bookings/bookings.repository.js';
import { PaymentReferencesRepository } from '../bookings/payment-references.repository.js';
import { PartnerBookingEvents } from '../partners/webhooks/partner-booking-events.js';
import { AppError } from '../common/app-error.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import type { PaymentSource } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { MessageQueue } from '../messages/message-queue.js';

/** Where money came from and who recorded it. */
export interface PaymentReceipt {
  /** 'yyyy-MM-dd', Europe/Rome. */
  receivedOn: string;
  source: PaymentSource;
  entryId: string | null;
  recordedBy: string;
  /** What the audit trail calls this payment. */
  auditAction: AuditAction;
}

export type PaymentOutcome =
  | { applied: true; facts: PaymentFacts }
  /** An expired booking whose seats are no longer free: the money is to be given back. */
  | { applied: false; reason: 'seats_gone' };

/** What the amount paid so far makes of a booking: the deposit covered, everything, or not yet. */
export function paymentStatusFor(
  amountPaidCents: number,
  booking: Pick<PaymentFacts, 'totalPriceCents' | 'depositAmountCents'>,
): PaymentStatus {
  if (amountPaidCents >= booking.totalPriceCents) return 'paid';
  if (amountPaidCents >= booking.depositAmountCents) return 'deposit_paid';
  return 'pending';
}

/**
 * What staff record by hand: the deposit, everything left, or (no choice) what the booking asks
 * for now; null when the booking asks for nothing of that kind.
 */
export function manualAmount(facts: PaymentFacts, kind: PaymentKind | undefined): number | null {
  const left = facts.totalPriceCents - facts.amountPaidCents;
  if (left <= 0) return null;
  const depositLeft = facts.depositAmountCents - facts.amountPaidCents;
  const chosen = kind ?? (facts.paymentType === 'deposit' && depositLeft > 0 ? 'deposit' : 'full');
  if (chosen === 'deposit') return depositLeft > 0 && depositLeft < left ? depositLeft : null;
  return left;
}

/** Seat refusals that mean a late payment cannot bring its booking back. */
const SEATS_GONE = new Set(['NOT_ENOUGH_SEATS', 'DEPARTURE_SOLD_OUT', 'DEPARTURE_NOT_FOUND']);

/**
 * The one way money reaches a booking, whether staff record it or a statement brings it: the
 * ledger row, the booking's amount and status, the audit record, in the caller's transaction.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly references: PaymentReferencesRepository,
    private readonly departures: DeparturesRepository,
    private readonly payments: PaymentsRepository,
    private readonly audit: AuditService,
    private readonly messages: MessageQueue,
    private readonly partnerEvents: PartnerBookingEvents,
  ) {}

  /**
   * Staff record money that reached the account today, outside any statement (DECISIONS: the
   * confirm-payment route of API.md). Only a booking still live can take it.
   */
  async recordManual(actor: AdminPrincipal, bookingId: string, kind: PaymentKind | undefined): Promise<void> {
    await transactionWithRetry(this.dataSource, async (manager) => {
      const facts = await this.bookings.lockPaymentFacts(manager, bookingId);
      if (!facts) throw new AppError('BOOKING_NOT_FOUND');
      const amount = facts.status === 'expired' || facts.status === 'cancelled' ? null : manualAmount(facts, kind);
      if (amount === null) throw new AppError('BOOKING_NOT_CONFIRMABLE');
      const paidInFull = facts.amountPaidCents + amount >= facts.totalPriceCents;
      await this.apply(manager, facts, amount, {
        receivedOn: romeCalendarDate(new Date()),
        source: 'manual',
        entryId: null,
        recordedBy: actor.id,
        auditAction: paidInFull ? 'booking.paid_in_full' : 'booking.deposit_paid',
      });
    });
  }

  /**
   * Applies `amountCents` to a booking locked by the caller. A late payment for an expired
   * booking brings it back when its seats are still free (taken again under the departure's
   * lock, DECISIONS 29); otherwise nothing changes and the caller lists a refund.
   */
  async apply(
    manager: EntityManager,
    facts: PaymentFacts,
    amountCents: number,
    receipt: PaymentReceipt,
  ): Promise<PaymentOutcome> {
    if (facts.status === 'cancelled') return { applied: false, reason: 'seats_gone' };
    if (facts.status === 'expired') {
      try {
        await this.departures.takeSeats(manager, facts.departureId, facts.travellerCount);
      } catch (error) {
        if (error instanceof AppError && SEATS_GONE.has(error.code)) return { applied: false, reason: 'seats_gone' };
        throw error;
      }
      await this.references.holdAgain(manager, facts.id);
    }
    // The ledger keeps every cent; the booking counts up to its price (an excess is refunded).
    const amountPaidCents = Math.min(facts.totalPriceCents, facts.amountPaidCents + amountCents);
    const paymentStatus = paymentStatusFor(amountPaidCents, facts);
    // Below the deposit a booking keeps waiting (an expired one waits again): staff follow it up.
    const status = paymentStatus !== 'pending' ? 'confirmed' : facts.status === 'expired' ? 'pending' : facts.status;
    await this.bookings.recordPayment(manager, facts.id, { amountPaidCents, paymentStatus, status });
    // The booking is locked by the caller: it becomes confirmed here once, and its travellers count once.
    if (status === 'confirmed' && facts.status !== 'confirmed') {
      await this.departures.addConfirmedTravellers(manager, facts.departureId, facts.travellerCount);
      await this.partnerEvents.announce(manager, facts.id, 'booking.confirmed');
    }
    const { auditAction, ...ledger } = receipt;
    await this.payments.insert(manager, { bookingId: facts.id, amountCents, ...ledger });
    await this.audit.record(manager, receipt.recordedBy, auditAction, facts.id);
    if (facts.status === 'expired')
      await this.audit.record(manager, receipt.recordedBy, 'booking.reinstated', facts.id);
    if (amountPaidCents > facts.amountPaidCents) {
      // One message for each new total received: the same payment seen twice tells nothing new.
      await this.messages.toCustomer(manager, {
        bookingId: facts.id,
        kind: 'payment_recorded',
        occasion: String(amountPaidCents),
      });
    }
    return { applied: true, facts: { ...facts, amountPaidCents, paymentStatus, status } };
  }
}

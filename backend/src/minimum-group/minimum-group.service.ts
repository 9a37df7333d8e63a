import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { PaymentReferencesRepository } from '../bookings/payment-references.repository.js';
import { AppError } from '../common/app-error.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import { adminDepartureOf } from '../departures/admin-departures.service.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import type { AdminDepartureDto } from '../departures/dto/admin-departure.dto.js';
import {
  LONGEST_MINIMUM_GROUP_NOTICE_DAYS,
  minimumGroupDecisionDue,
  minimumReached,
} from '../departures/minimum-group.js';
import { PartnerBookingEvents, PartnerDepartureEvents } from '../partners/webhooks/partner-booking-events.js';
import { WaitlistService } from '../waitlist/waitlist.service.js';
import { MessageQueue } from '../messages/message-queue.js';
import type { MinimumGroupDecisionDto } from './dto/minimum-group-decision.dto.js';

/**
 * The minimum group's deadline and staff's decision (DECISIONS 34, decision R4). Each change is
 * one transaction with its audit record and its messages, so customers are told exactly when
 * the departure changed.
 */
@Injectable()
export class MinimumGroupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departures: DeparturesRepository,
    private readonly bookings: BookingsRepository,
    private readonly references: PaymentReferencesRepository,
    private readonly messages: MessageQueue,
    private readonly audit: AuditService,
    private readonly waitlist: WaitlistService,
    private readonly partnerEvents: PartnerBookingEvents,
    private readonly departureEvents: PartnerDepartureEvents,
  ) {}

  /**
   * Marks the departures whose deadline has come (Rome, the database's today) with the minimum
   * not reached, and asks staff about each by e-mail. Safe on every replica at once: the mark is
   * conditional, so each departure is marked, and staff asked, by one run only; the staff
   * message is also unique per departure. Answers how many this run marked.
   */
  async askWhereDue(): Promise<number> {
    return transactionWithRetry(this.dataSource, async (manager) => {
      const today = await this.departures.romeToday(manager);
      const candidates = await this.departures.minimumGroupCandidates(manager, LONGEST_MINIMUM_GROUP_NOTICE_DAYS);
      const due = candidates
        .filter((departure) => minimumGroupDecisionDue(departure.durationDays, departure.startDate, today))
        .map((departure) => departure.id);
      const asked = await this.departures.markMinimumGroupAsked(manager, due);
      for (const id of asked) {
        await this.messages.toStaff(manager, { bookingId: null, kind: 'staff_minimum_group', occasion: id });
      }
      return asked.length;
    });
  }

  /** Departures whose staff were asked and have not decided, with the minimum still short. */
  async listAwaiting(): Promise<AdminDepartureDto[]> {
    return (await this.departures.listAwaitingMinimumGroupDecision()).map(adminDepartureOf);
  }

  /**
   * Staff decide on a departure short of its minimum, asked or not yet (they may know early):
   * run it, telling every live booking's customer, or cancel it, cancelling every live booking
   * with all it paid owed back, and telling each customer. Refused once decided, once the
   * minimum is reached, and from the day it leaves.
   */
  async decide(actor: AdminPrincipal, id: string, dto: MinimumGroupDecisionDto): Promise<AdminDepartureDto> {
    const note = dto.reason || null;
    if (dto.decision === 'run' && note !== null) {
      throw new AppError('VALIDATION_FAILED', {
        reason: ['La nota ai clienti si scrive solo quando si annulla la partenza.'],
      });
    }
    return transactionWithRetry(this.dataSource, async (manager) => {
      // The bookings before the departure's row, in the order a payment takes them.
      if (dto.decision === 'cancel') await this.bookings.lockLiveOfDeparture(manager, id);
      const facts = await this.departures.lockForMinimumGroupDecision(manager, id);
      if (!facts) throw new AppError('DEPARTURE_NOT_FOUND', undefined, 'La partenza indicata non esiste.');
      if (facts.minimumGroupStatus === 'run' || facts.minimumGroupStatus === 'cancelled') {
        throw new AppError('MINIMUM_GROUP_DECIDED');
      }
      if (facts.started) throw new AppError('DEPARTURE_STARTED');
      if (minimumReached(facts)) throw new AppError('MINIMUM_GROUP_REACHED');

      if (dto.decision === 'run') {
        await this.departures.markMinimumGroupRun(manager, id);
        await this.audit.record(manager, actor.id, 'departure.minimum_group_run', id);
        for (const bookingId of await this.bookings.liveOf(id, manager)) {
          await this.messages.toCustomer(manager, { bookingId, kind: 'departure_confirmed' });
        }
      } else {
        const cancelled = await this.bookings.cancelLiveOfDeparture(manager, id, note);
        await this.departures.closeForMinimumGroup(manager, id, {
          seats: cancelled.reduce((sum, booking) => sum + booking.seats, 0),
          confirmedTravellers: cancelled
            .filter((booking) => booking.previousStatus === 'confirmed')
            .reduce((sum, booking) => sum + booking.seats, 0),
        });
        await this.waitlist.departureCancelled(manager, id);
        await this.references.releaseAfterEnd(
          manager,
          cancelled.map((booking) => booking.bookingId),
        );
        await this.audit.record(manager, actor.id, 'departure.minimum_group_cancelled', id);
        for (const { bookingId } of cancelled) {
          await this.audit.record(manager, actor.id, 'booking.cancelled', bookingId);
          await this.messages.toCustomer(manager, { bookingId, kind: 'minimum_group_cancelled' });
          await this.partnerEvents.announce(manager, bookingId, 'booking.cancelled');
        }
      }
      const departure = await this.departures.findForAdmin(manager, id);
      if (!departure) throw new Error(`Departure ${id} vanished under its lock`);
      const answer = adminDepartureOf(departure);
      if (dto.decision === 'cancel') await this.departureEvents.announce(manager, answer);
      return answer;
    });
  }
}

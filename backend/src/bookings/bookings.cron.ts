import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { romeCalendarDate } from '../common/calendar-date.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import { BookingsRepository } from './bookings.repository.js';
import { PaymentReferencesRepository } from './payment-references.repository.js';
import { MessageQueue } from '../messages/message-queue.js';
import { PartnerBookingEvents } from '../partners/webhooks/partner-booking-events.js';
import { WaitlistService } from '../waitlist/waitlist.service.js';

/** Bookings expired per statement: a backlog is worked through in short transactions. */
const EXPIRY_BATCH = 200;
/** A retry with an Idempotency-Key comes within minutes; a day is plenty. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

@Injectable()
export class BookingsCron {
  private readonly logger = new Logger(BookingsCron.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly departures: DeparturesRepository,
    private readonly references: PaymentReferencesRepository,
    private readonly messages: MessageQueue,
    private readonly waitlist: WaitlistService,
    private readonly partnerEvents: PartnerBookingEvents,
  ) {}

  /**
   * Every minute: bookings past their payment window, declared transfers included, expire and
   * give their seats back (to the waiting lists first), in one transaction per batch; their reference numbers stay theirs
   * for 12 more months. Rows are claimed with SKIP LOCKED and the update is guarded by the
   * status, so replicas running at once never expire a booking, nor release its seats, twice.
   */
  @Cron('0 * * * * *')
  async expireOverdueBookings(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await transactionWithRetry(this.dataSource, async (manager) => {
        const releases = await this.bookings.expireOverdue(manager, EXPIRY_BATCH);
        await this.departures.giveBackSeats(manager, releases);
        // Freed seats go first to the waiting lists (DECISIONS 35), before anyone can book them.
        await this.waitlist.offerFreedSeats(
          manager,
          releases.map((release) => release.departureId),
        );
        await this.references.releaseAfterEnd(
          manager,
          releases.map((release) => release.bookingId),
        );
        for (const release of releases) {
          await this.messages.toCustomer(manager, { bookingId: release.bookingId, kind: 'booking_expired' });
          await this.partnerEvents.announce(manager, release.bookingId, 'booking.expired');
        }
        return releases.length;
      });
      total += expired;
      if (expired < EXPIRY_BATCH) break;
    }
    if (total > 0) this.logger.log(`Expired ${total} unpaid bookings and gave their seats back`);
    return total;
  }

  /**
   * Every night: the bookings of trips that have ended keep their reference numbers for 12
   * months from the day after (DECISIONS 30), then the numbers can serve again. Safe on every
   * replica: the update only moves numbers still held for ever.
   */
  @Cron('0 20 4 * * *', { timeZone: 'Europe/Rome' })
  async releaseReferencesOfEndedTrips(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const held = await this.references.confirmedHeldForever(manager);
      const departures = await this.departures.findFacts([...new Set(held.map((booking) => booking.departureId))]);
      const today = romeCalendarDate(new Date());
      const ended = held.flatMap((booking) => {
        const endDate = departures.get(booking.departureId)?.endDate;
        return endDate !== undefined && endDate < today ? [{ bookingId: booking.bookingId, endDate }] : [];
      });
      await this.references.releaseAfterTrip(manager, ended);
      return ended.length;
    });
  }

  /** Every night: idempotency records past any retry. Safe on every replica. */
  @Cron('0 50 3 * * *', { timeZone: 'Europe/Rome' })
  async purgeIdempotencyKeys(): Promise<number> {
    const deleted = await this.bookings.purgeIdempotencyKeys(IDEMPOTENCY_RETENTION_HOURS);
    return deleted;
  }
}

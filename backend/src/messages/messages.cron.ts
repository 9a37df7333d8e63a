import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { balanceDueDate, balanceReminderDue, BOOKING_POLICY } from '../bookings/booking-policy.js';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { addCalendarDays, romeCalendarDate } from '../common/calendar-date.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { type CustomerMessageRequest, MessageQueue } from './message-queue.js';

/**
 * The messages a date causes rather than an action: the payment window ending, a declared
 * transfer's window ending tomorrow, the balance a week before it is due and on the day, the
 * trip's information a week before departure, and staff told of a late balance. Every replica
 * runs it: a message is queued once per booking, kind and occasion (messages_once_idx), so a
 * second run, or a second replica, adds nothing.
 */
@Injectable()
export class MessagesCron {
  private readonly logger = new Logger(MessagesCron.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly departures: DeparturesRepository,
    private readonly queue: MessageQueue,
  ) {}

  @Cron('0 */5 * * * *')
  async queueDueReminders(now: Date = new Date()): Promise<number> {
    const today = romeCalendarDate(now);
    const informationUntil = addCalendarDays(today, BOOKING_POLICY.departureInformationDaysBefore);
    const requests: CustomerMessageRequest[] = [
      ...(await this.bookings.windowsEndingWithin(BOOKING_POLICY.paymentWindowReminderMinutes)).map((bookingId) => ({
        bookingId,
        kind: 'payment_window_ending',
      })),
      ...(await this.bookings.transferRemindersDue()).map((bookingId) => ({
        bookingId,
        kind: 'transfer_window_ending',
      })),
      ...(await this.bookings.confirmedOn(await this.departures.startingBetween(today, informationUntil))).map(
        (bookingId) => ({ bookingId, kind: 'departure_soon' }),
      ),
    ];
    const late: string[] = [];
    const owing = await this.bookings.listOwingBalance();
    const departures = await this.departures.findFacts([...new Set(owing.map((row) => row.departure_id))]);
    for (const row of owing) {
      const start = departures.get(row.departure_id)?.startDate;
      const dueDate = start ? balanceDueDate(start) : null;
      const occasion = dueDate ? balanceReminderDue(dueDate, today) : null;
      if (!dueDate || !occasion) continue;
      requests.push({ bookingId: row.id, kind: 'balance_due', occasion });
      if (today > dueDate) late.push(row.id);
    }

    let queued = 0;
    await this.dataSource.transaction(async (manager) => {
      for (const request of requests) if (await this.queue.toCustomer(manager, request)) queued++;
      for (const bookingId of late) {
        if (await this.queue.toStaff(manager, { bookingId, kind: 'staff_balance_late' })) queued++;
      }
    });
    if (queued > 0) this.logger.log(`Queued ${queued} reminders`);
    return queued;
  }
}

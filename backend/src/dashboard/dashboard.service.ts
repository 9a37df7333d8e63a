import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { guaranteeOf } from '../departures/minimum-group.js';
import { isSiteLink } from '../booking-links/booking-link.entity.js';
import { BookingLinksRepository } from '../booking-links/booking-links.repository.js';
import { type BookingsMadeFromLink, BookingsRepository } from '../bookings/bookings.repository.js';
import { addCalendarDays, romeCalendarDate } from '../common/calendar-date.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { WhatsappRepository } from '../whatsapp/whatsapp.repository.js';
import {
  CHANNEL_WEEKS,
  instalmentsOwed,
  MONEY_WEEKS,
  moneyByWeek,
  romeWeeks,
  seatBar,
  UPCOMING_DEPARTURES,
} from './dashboard-rules.js';
import type {
  DashboardChannelsDto,
  DashboardDepartureDto,
  DashboardDto,
  DashboardMoneyDto,
} from './dto/dashboard.dto.js';

/**
 * Partner agencies cannot book yet: they arrive with their own issue (DECISIONS 36). Until then
 * their column counts nothing, and says so; their bookings will be counted here by their link.
 */
const PARTNERS_CONNECTED = false;

/**
 * The agency dashboard: seats of the coming departures, money expected and received by week,
 * bookings and hand-offs by channel. It only reads, through each table's repository, in one
 * snapshot: a booking made meanwhile shows everywhere or nowhere, never as seats taken twice.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departures: DeparturesRepository,
    private readonly bookings: BookingsRepository,
    private readonly payments: PaymentsRepository,
    private readonly whatsapp: WhatsappRepository,
    private readonly links: BookingLinksRepository,
  ) {}

  async dashboard(now: Date = new Date()): Promise<DashboardDto> {
    const today = romeCalendarDate(now);
    return await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const { departures, moreDepartures } = await this.upcomingSeats(manager, today);
      return {
        today,
        departures,
        moreDepartures,
        money: await this.money(manager, today),
        channels: await this.channels(manager, today),
      };
    });
  }

  private async upcomingSeats(
    manager: EntityManager,
    today: string,
  ): Promise<{ departures: DashboardDepartureDto[]; moreDepartures: boolean }> {
    // One more than shown, to know whether others follow.
    const upcoming = await this.departures.upcoming(manager, today, UPCOMING_DEPARTURES + 1);
    const shown = upcoming.slice(0, UPCOMING_DEPARTURES);
    const seats = await this.bookings.seatsSoldOn(
      manager,
      shown.map((departure) => departure.id),
    );
    return {
      moreDepartures: upcoming.length > UPCOMING_DEPARTURES,
      departures: shown.map((departure) => {
        const { total, ...bar } = seatBar({
          totalSpots: departure.totalSpots,
          spotsAvailable: departure.spotsAvailable,
          sold: seats.get(departure.id)?.sold ?? 0,
          held: seats.get(departure.id)?.held ?? 0,
        });
        return {
          id: departure.id,
          tripSlug: departure.tripSlug,
          tripTitle: departure.tripTitle,
          startDate: departure.startDate,
          endDate: departure.endDate,
          status: departure.status,
          totalSeats: total,
          ...bar,
          minimumGroupSize: departure.minGroupSize,
          // The site's own judgement, the badge of its dates dialog (DECISIONS 34).
          guaranteed: guaranteeOf(departure).guaranteed,
        };
      }),
    };
  }

  private async money(manager: EntityManager, today: string): Promise<DashboardMoneyDto> {
    const weeks = romeWeeks(today, MONEY_WEEKS);
    const owing = await this.bookings.owingMoney(manager);
    const startDates = await this.departures.findFacts(
      owing.map((booking) => booking.departureId),
      manager,
    );
    const owed = owing.flatMap((booking) => {
      const departure = startDates.get(booking.departureId);
      // A booking's departure cannot go (ON DELETE RESTRICT): every one is found.
      return departure ? instalmentsOwed({ ...booking, startDate: departure.startDate }) : [];
    });
    const received = await this.payments.receivedByDay(manager, weeks[0].weekStart, weeks[weeks.length - 1].weekEnd);
    const sums = moneyByWeek(
      weeks,
      owed,
      received.map((day) => ({ on: day.receivedOn, cents: day.cents })),
    );
    return {
      weeks: weeks.map((week, index) => ({
        weekStart: week.weekStart,
        weekEnd: week.weekEnd,
        expectedCents: sums.expectedCents[index],
        receivedCents: sums.receivedCents[index],
      })),
      overdueCents: sums.overdueCents,
    };
  }

  private async channels(manager: EntityManager, today: string): Promise<DashboardChannelsDto> {
    const weeks = romeWeeks(addCalendarDays(today, -7 * (CHANNEL_WEEKS - 1)), CHANNEL_WEEKS);
    const bookings = await this.bookings.countMadeIn(manager, weeks);
    const sources = await this.links.sourcesOf(manager, [
      ...new Set(bookings.flatMap((week) => week.map((counted) => counted.linkId))),
    ]);
    // Every booking has its link (a foreign key): a source always comes back.
    const madeIn = (week: BookingsMadeFromLink[], site: boolean) =>
      week.reduce((sum, { linkId, made }) => (isSiteLink(sources.get(linkId)!) === site ? sum + made : sum), 0);
    const handoffs = await this.whatsapp.countClicksIn(manager, weeks);
    return {
      weeks: weeks.map((week, index) => ({
        weekStart: week.weekStart,
        weekEnd: week.weekEnd,
        siteBookings: madeIn(bookings[index], true),
        staffLinkBookings: madeIn(bookings[index], false),
        whatsappHandoffs: handoffs[index],
        partnerBookings: 0,
      })),
      partnersConnected: PARTNERS_CONNECTED,
    };
  }
}

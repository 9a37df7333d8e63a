import { ApiProperty } from '@nestjs/swagger';
import { DEPARTURE_STATUSES, type DepartureStatus } from '../../departures/departure.entity.js';

/** One upcoming departure's seats: sold + held + otherTaken + free = totalSeats. */
export class DashboardDepartureDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga, la città d’oro' })
  tripTitle: string;

  @ApiProperty({ format: 'date', example: '2026-12-03' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2026-12-07' })
  endDate: string;

  @ApiProperty({
    enum: DEPARTURE_STATUSES,
    enumName: 'DepartureStatus',
    description: 'closed: no longer on sale; its bookings stay and its group may still leave',
  })
  status: DepartureStatus;

  @ApiProperty({ example: 10 })
  totalSeats: number;

  @ApiProperty({ example: 4, description: 'Travellers of confirmed bookings (deposit or more received)' })
  sold: number;

  @ApiProperty({
    example: 2,
    description: 'Travellers of bookings waiting for their first payment (pending, transfer declared)',
  })
  held: number;

  @ApiProperty({
    example: 0,
    description: 'Seats taken without a booking on this system (sold before it, or a demo’s simulated sales)',
  })
  otherTaken: number;

  @ApiProperty({ example: 4, description: 'Seats still free' })
  free: number;

  @ApiProperty({ example: 6, description: 'The group the departure needs to run (DECISIONS 34)' })
  minimumGroupSize: number;

  @ApiProperty({ description: 'Confirmed travellers reach the minimum group: the departure runs' })
  guaranteed: boolean;
}

/** A Rome calendar week, Monday to Sunday. */
export class DashboardWeekDto {
  @ApiProperty({ format: 'date', example: '2026-11-23', description: 'Monday' })
  weekStart: string;

  @ApiProperty({ format: 'date', example: '2026-11-29', description: 'Sunday' })
  weekEnd: string;
}

export class DashboardMoneyWeekDto extends DashboardWeekDto {
  @ApiProperty({
    example: 480_000,
    description:
      'Cents still to arrive that fall due this week on live bookings: the amount asked when a booking waits for its first payment (due the day its window ends), the balance (due 30 days before departure)',
  })
  expectedCents: number;

  @ApiProperty({ example: 120_000, description: 'Cents the payments ledger records as received this week' })
  receivedCents: number;
}

export class DashboardMoneyDto {
  @ApiProperty({ type: [DashboardMoneyWeekDto], description: 'The current week and the 12 after it' })
  weeks: DashboardMoneyWeekDto[];

  @ApiProperty({ example: 90_000, description: 'Cents due before the current week and not received: late' })
  overdueCents: number;
}

export class DashboardChannelWeekDto extends DashboardWeekDto {
  @ApiProperty({ example: 3, description: 'Bookings made on the site (online booking), whatever became of them' })
  siteBookings: number;

  @ApiProperty({ example: 1, description: 'Bookings made from links staff sent, whatever became of them' })
  staffLinkBookings: number;

  @ApiProperty({ example: 7, description: 'Visitors handed over to a consultant on WhatsApp' })
  whatsappHandoffs: number;

  @ApiProperty({ example: 0, description: 'Bookings made by partner agencies' })
  partnerBookings: number;
}

export class DashboardChannelsDto {
  @ApiProperty({
    type: [DashboardChannelWeekDto],
    description: 'The 11 weeks before the current one, then the current one so far',
  })
  weeks: DashboardChannelWeekDto[];

  @ApiProperty({
    description: 'Partner agencies can book: false until they exist, so that their zeros are read as such',
  })
  partnersConnected: boolean;
}

/** The agency's month at a glance (GET /api/v1/admin/dashboard). Amounts in integer cents, days in Europe/Rome. */
export class DashboardDto {
  @ApiProperty({ format: 'date', example: '2026-11-27', description: 'The Rome day the figures are for' })
  today: string;

  @ApiProperty({ type: [DashboardDepartureDto], description: 'The next 30 departures from today, by start date' })
  departures: DashboardDepartureDto[];

  @ApiProperty({ description: 'More departures follow the ones listed (the departures screen has them all)' })
  moreDepartures: boolean;

  @ApiProperty({ type: DashboardMoneyDto })
  money: DashboardMoneyDto;

  @ApiProperty({ type: DashboardChannelsDto })
  channels: DashboardChannelsDto;
}

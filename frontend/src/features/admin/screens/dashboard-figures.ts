import type {
  DashboardChannelWeekDto,
  DashboardDepartureDto,
  DashboardMoneyDto,
  DashboardMoneyWeekDto,
} from '../../../api';
import { formatCalendarDate } from '../../../components/ui/calendar-date';

/**
 * What the dashboard's pictures and tables both read, so that a bar and its row always show
 * the same numbers.
 */

/** A departure's seats in the order the bar draws them, from its start: sold first, free last. */
export const SEAT_PARTS = ['sold', 'held', 'otherTaken', 'free'] as const;
export type SeatPart = (typeof SEAT_PARTS)[number];

/** A Rome calendar week as the API gives it, Monday to Sunday. */
type Week = Pick<DashboardMoneyWeekDto, 'weekStart' | 'weekEnd'>;

/** The channels in the order of their bars and columns. */
export const CHANNELS = ['siteBookings', 'staffLinkBookings', 'whatsappHandoffs', 'partnerBookings'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The words of each channel, for the chart's legend and the table's columns. */
export const CHANNEL_WORDS = {
  siteBookings: 'admin.home.dashboard.site',
  staffLinkBookings: 'admin.home.dashboard.staffLink',
  whatsappHandoffs: 'admin.home.dashboard.whatsapp',
  partnerBookings: 'admin.home.dashboard.partner',
} as const satisfies Record<Channel, string>;

/** A bar of 2rem per departure, and room for the axis and the legend around them. */
export function seatsChartHeight(departures: number): string {
  return `${departures * 2 + 7}rem`;
}

/** The week charts' height: 12 or 13 weeks of bars, readable on a laptop beside each other. */
export const WEEK_CHART_HEIGHT = '22rem';

/** Confirmed travellers still needed for the departure to run; 0 once it is guaranteed. */
export function missingForMinimum(departure: Pick<DashboardDepartureDto, 'sold' | 'minimumGroupSize'>): number {
  return Math.max(0, departure.minimumGroupSize - departure.sold);
}

/** '30/11': a week on an axis, by its Monday. */
export function weekTick(week: Week): string {
  return formatCalendarDate(week.weekStart).slice(0, 5);
}

/** '30/11/2026' and '06/12/2026': a week's first and last day. */
export function weekDays(week: Week): { start: string; end: string } {
  return { start: formatCalendarDate(week.weekStart), end: formatCalendarDate(week.weekEnd) };
}

export function hasMoney(money: DashboardMoneyDto): boolean {
  return money.overdueCents > 0 || money.weeks.some((week) => week.expectedCents > 0 || week.receivedCents > 0);
}

export function hasChannelActivity(weeks: readonly DashboardChannelWeekDto[]): boolean {
  return weeks.some((week) => CHANNELS.some((channel) => week[channel] > 0));
}

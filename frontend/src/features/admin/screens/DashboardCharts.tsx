import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  type LegendItem,
  LinearScale,
  type Plugin,
  Tooltip,
  type TooltipItem,
  type TooltipOptions,
} from 'chart.js';
import { useCallback, useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type { DashboardChannelWeekDto, DashboardDepartureDto, DashboardMoneyWeekDto } from '../../../api';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { localeOf } from '../../../components/ui/format';
import type { AppTheme } from '../../../theme/theme';
import { formatCents } from '../bookings/money';
import {
  CHANNEL_WORDS,
  CHANNELS,
  type Channel,
  missingForMinimum,
  SEAT_PARTS,
  type SeatPart,
  seatsChartHeight,
  WEEK_CHART_HEIGHT,
  weekDays,
  weekTick,
} from './dashboard-figures';
import { useScreensTranslation } from './i18n';

// Only the pieces bar charts use: the rest of the library stays out of the file.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

type BarChartConfiguration = ChartConfiguration<'bar', number[], string>;

/** The body size of the site and of the admin tables (1.125rem), for the axes, the legend and the tooltips. */
const CHART_FONT_SIZE = 18;

/** WhatsApp's green, darkened to 6:1 on white so that its bars stand out as the other colours do. */
const WHATSAPP_GREEN = '#1E6B3F';

const StyledCanvasBox = styled.div<{ $height: string }>`
  /* Chart.js sizes the canvas to this box, which holds nothing else. */
  position: relative;
  height: ${({ $height }) => $height};
`;

type Hatch = 'stripes' | 'dots' | 'cross';

/**
 * A fill that tells a part from its neighbours without its colour: diagonal stripes, dots or a
 * cross-hatch of `ink` on `ground`. Falls back to the plain ground where a canvas cannot draw.
 */
function hatch(kind: Hatch, ground: string, ink: string): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = 10;
  tile.height = 10;
  const context = tile.getContext('2d');
  if (!context) return ground;
  context.fillStyle = ground;
  context.fillRect(0, 0, 10, 10);
  context.strokeStyle = ink;
  context.fillStyle = ink;
  context.lineWidth = 2;
  if (kind === 'dots') {
    context.beginPath();
    context.arc(5, 5, 2, 0, 2 * Math.PI);
    context.fill();
  } else {
    // Three strokes, so that the tile's corners join the next tile's into unbroken lines.
    context.beginPath();
    for (const offset of [-10, 0, 10]) {
      context.moveTo(offset, 10);
      context.lineTo(offset + 10, 0);
      if (kind === 'cross') {
        context.moveTo(offset, 0);
        context.lineTo(offset + 10, 10);
      }
    }
    context.stroke();
  }
  return context.createPattern(tile, 'repeat') ?? ground;
}

/** Large light text on the site's dark ink: the numbers on hover, as readable as the page's. */
function tooltipLook(theme: AppTheme): Partial<TooltipOptions<'bar'>> {
  return {
    backgroundColor: theme.colors.text,
    titleColor: theme.colors.textOnDark,
    bodyColor: theme.colors.textOnDark,
    footerColor: theme.colors.textOnDark,
    titleFont: { size: CHART_FONT_SIZE, weight: 'bold' },
    bodyFont: { size: CHART_FONT_SIZE },
    footerFont: { size: CHART_FONT_SIZE, weight: 'normal' },
    padding: 12,
    boxPadding: 6,
    usePointStyle: true,
  };
}

/** A bar chart drawn on the canvas once the page has one, and taken down with the component. */
function BarChart({ build, label, height }: { build: () => BarChartConfiguration; label: string; height: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D canvas nothing is drawn: the table under the chart holds every number.
    if (!canvas?.getContext('2d')) return undefined;
    Chart.defaults.font.family = theme.fonts.body;
    Chart.defaults.font.size = CHART_FONT_SIZE;
    Chart.defaults.color = theme.colors.text;
    const chart = new Chart(canvas, build());
    return () => chart.destroy();
  }, [build, theme]);
  return (
    <StyledCanvasBox $height={height}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </StyledCanvasBox>
  );
}

/** The legend's look: each part's own fill in a square, not clickable (hiding a part would leave its bar misleading). */
function legend(extra: LegendItem[] = []) {
  return {
    position: 'top' as const,
    align: 'start' as const,
    onClick: () => undefined,
    labels: {
      usePointStyle: true,
      padding: 16,
      generateLabels: (chart: Chart) => [...Chart.defaults.plugins.legend.labels.generateLabels(chart), ...extra],
    },
  };
}

/**
 * The minimum group of each departure, as a dark upright line across its bar with a light halo,
 * so that it shows on the dark blue of the seats sold as on the white of the free ones.
 */
function minimumMarks(minimums: readonly number[], ink: string, halo: string): Plugin<'bar'> {
  return {
    id: 'minimumMarks',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const xScale = chart.scales.x;
      ctx.save();
      // Any part's bars give each row's middle and thickness; the first is always there.
      for (const [index, bar] of chart.getDatasetMeta(0).data.entries()) {
        const { y, height } = bar.getProps(['y', 'height'], true) as { y: number; height: number };
        const x = xScale.getPixelForValue(minimums[index]);
        for (const [colour, width] of [
          [halo, 7],
          [ink, 3],
        ] as const) {
          ctx.strokeStyle = colour;
          ctx.lineWidth = width;
          ctx.beginPath();
          ctx.moveTo(x, y - height / 2 - 5);
          ctx.lineTo(x, y + height / 2 + 5);
          ctx.stroke();
        }
      }
      ctx.restore();
    },
  };
}

/** A trip's title cut to `length` characters for the axis; the tooltip and the table have it whole. */
function shortTitle(title: string, length: number): string {
  return title.length > length ? `${title.slice(0, length - 1).trimEnd()}…` : title;
}

/** Below this width (a phone) the axis names each departure in fewer characters, leaving room to the bars. */
const NARROW_CHART_PX = 600;

/** Every chart: as wide as its box and as high as the box says, drawn at once without animation. */
const STILL_AND_FITTED = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** One bar per departure, its seats from the start: sold, held, taken outside the system, free; the minimum marked. */
export function SeatsChart({ departures }: { departures: DashboardDepartureDto[] }) {
  const { t } = useScreensTranslation();
  const theme = useTheme();
  const build = useCallback((): BarChartConfiguration => {
    const { colors } = theme;
    const look: Record<SeatPart, { fill: CanvasPattern | string; border: string }> = {
      sold: { fill: colors.brand, border: colors.brandDeep },
      held: { fill: hatch('stripes', colors.accent, colors.surface), border: colors.accent },
      otherTaken: { fill: hatch('dots', colors.borderStrong, colors.surface), border: colors.borderStrong },
      free: { fill: colors.surface, border: colors.borderStrong },
    };
    const words: Record<SeatPart, string> = {
      sold: t('admin.home.dashboard.sold'),
      held: t('admin.home.dashboard.held'),
      otherTaken: t('admin.home.dashboard.otherTaken'),
      free: t('admin.home.dashboard.free'),
    };
    const minimumItem: LegendItem = {
      text: t('admin.home.dashboard.minimum'),
      fillStyle: colors.text,
      strokeStyle: colors.text,
      lineWidth: 3,
      pointStyle: 'line',
      rotation: 90,
      hidden: false,
    };
    const fullLabel = (departure: DashboardDepartureDto) => {
      const label = t('admin.home.dashboard.departureLabel', {
        trip: departure.tripTitle,
        date: formatCalendarDate(departure.startDate),
      });
      return departure.status === 'closed' ? `${label} (${t('admin.home.dashboard.closed')})` : label;
    };
    return {
      type: 'bar',
      data: {
        labels: departures.map(
          (departure) =>
            `${formatCalendarDate(departure.startDate).slice(0, 5)} ${shortTitle(departure.tripTitle, 24)}`,
        ),
        datasets: SEAT_PARTS.map((part) => ({
          label: words[part],
          data: departures.map((departure) => departure[part]),
          backgroundColor: look[part].fill,
          borderColor: look[part].border,
          borderWidth: 2,
          borderSkipped: false,
          pointStyle: 'rect',
          barPercentage: 0.85,
          categoryPercentage: 0.85,
        })),
      },
      options: {
        indexAxis: 'y',
        ...STILL_AND_FITTED,
        interaction: { mode: 'index', axis: 'y', intersect: false },
        scales: {
          x: {
            stacked: true,
            beginAtZero: true,
            ticks: { precision: 0 },
            grid: { color: colors.border },
            title: { display: true, text: t('admin.home.dashboard.seatsAxis') },
          },
          y: {
            stacked: true,
            grid: { display: false },
            ticks: {
              callback(_value, index) {
                if (this.chart.width >= NARROW_CHART_PX) return this.getLabelForValue(index);
                const departure = departures[index];
                // The place alone where the title names it first ('Praga, la città d'oro': 'Praga').
                const place = departure.tripTitle.split(/[,:]/)[0];
                return `${formatCalendarDate(departure.startDate).slice(0, 5)} ${shortTitle(place, 14)}`;
              },
            },
          },
        },
        plugins: {
          legend: legend([minimumItem]),
          tooltip: {
            ...tooltipLook(theme),
            callbacks: {
              title: ([item]: TooltipItem<'bar'>[]) => fullLabel(departures[item.dataIndex]),
              label: (item: TooltipItem<'bar'>) => `${item.dataset.label}: ${item.parsed.x}`,
              footer: ([item]: TooltipItem<'bar'>[]) => {
                const departure = departures[item.dataIndex];
                const missing = missingForMinimum(departure);
                return `${t('admin.home.dashboard.minimum')}: ${departure.minimumGroupSize}. ${
                  missing === 0
                    ? t('admin.home.dashboard.guaranteed')
                    : t('admin.home.dashboard.missing', { count: missing })
                }`;
              },
            },
          },
        },
      },
      plugins: [
        minimumMarks(
          departures.map((departure) => departure.minimumGroupSize),
          colors.text,
          colors.surface,
        ),
      ],
    };
  }, [departures, t, theme]);
  return (
    <BarChart
      build={build}
      height={seatsChartHeight(departures.length)}
      label={t('admin.home.dashboard.seatsChart', { count: departures.length })}
    />
  );
}

/** Euro on an axis: whole euros, grouped as the tables group them ('2.000 €', not '2000 €'). */
function euroTicks(language: 'it' | 'en') {
  const format = new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  });
  return (value: number | string) => format.format(Number(value));
}

/** For each week, the money still expected beside the money received. */
export function MoneyChart({ weeks }: { weeks: DashboardMoneyWeekDto[] }) {
  const { t, i18n } = useScreensTranslation();
  const theme = useTheme();
  const build = useCallback((): BarChartConfiguration => {
    const { colors } = theme;
    const cents = (item: TooltipItem<'bar'>) =>
      item.datasetIndex === 0 ? weeks[item.dataIndex].expectedCents : weeks[item.dataIndex].receivedCents;
    return {
      type: 'bar',
      data: {
        labels: weeks.map(weekTick),
        datasets: [
          {
            label: t('admin.home.dashboard.expected'),
            // Euro for the axis; the tooltip reads the cents themselves.
            data: weeks.map((week) => week.expectedCents / 100),
            backgroundColor: hatch('stripes', colors.accent, colors.surface),
            borderColor: colors.accent,
            borderWidth: 2,
            pointStyle: 'rect',
          },
          {
            label: t('admin.home.dashboard.received'),
            data: weeks.map((week) => week.receivedCents / 100),
            backgroundColor: colors.brand,
            borderColor: colors.brandDeep,
            borderWidth: 2,
            pointStyle: 'rect',
          },
        ],
      },
      options: {
        ...STILL_AND_FITTED,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, title: { display: true, text: t('admin.home.dashboard.week') } },
          y: {
            beginAtZero: true,
            grid: { color: colors.border },
            ticks: { callback: euroTicks(i18n.language) },
            title: { display: true, text: t('admin.home.dashboard.euroAxis') },
          },
        },
        plugins: {
          legend: legend(),
          tooltip: {
            ...tooltipLook(theme),
            callbacks: {
              title: ([item]: TooltipItem<'bar'>[]) =>
                `${t('admin.home.dashboard.week')} ${t('admin.home.dashboard.weekRange', weekDays(weeks[item.dataIndex]))}`,
              label: (item: TooltipItem<'bar'>) => `${item.dataset.label}: ${formatCents(cents(item), i18n.language)}`,
            },
          },
        },
      },
    };
  }, [weeks, t, i18n.language, theme]);
  return <BarChart build={build} height={WEEK_CHART_HEIGHT} label={t('admin.home.dashboard.moneyChart')} />;
}

/** For each week, the bookings of each channel side by side. */
export function ChannelsChart({ weeks }: { weeks: DashboardChannelWeekDto[] }) {
  const { t } = useScreensTranslation();
  const theme = useTheme();
  const build = useCallback((): BarChartConfiguration => {
    const { colors } = theme;
    const look: Record<Channel, { fill: CanvasPattern | string; border: string }> = {
      siteBookings: { fill: colors.brand, border: colors.brandDeep },
      staffLinkBookings: { fill: hatch('stripes', colors.accent, colors.surface), border: colors.accent },
      whatsappHandoffs: { fill: hatch('dots', WHATSAPP_GREEN, colors.surface), border: WHATSAPP_GREEN },
      partnerBookings: { fill: hatch('cross', colors.borderStrong, colors.surface), border: colors.borderStrong },
    };
    return {
      type: 'bar',
      data: {
        labels: weeks.map(weekTick),
        datasets: CHANNELS.map((channel) => ({
          label: t(CHANNEL_WORDS[channel]),
          data: weeks.map((week) => week[channel]),
          backgroundColor: look[channel].fill,
          borderColor: look[channel].border,
          borderWidth: 2,
          pointStyle: 'rect',
        })),
      },
      options: {
        ...STILL_AND_FITTED,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, title: { display: true, text: t('admin.home.dashboard.week') } },
          y: {
            beginAtZero: true,
            ticks: { precision: 0 },
            grid: { color: colors.border },
            title: { display: true, text: t('admin.home.dashboard.countAxis') },
          },
        },
        plugins: {
          legend: legend(),
          tooltip: {
            ...tooltipLook(theme),
            callbacks: {
              title: ([item]: TooltipItem<'bar'>[]) =>
                `${t('admin.home.dashboard.week')} ${t('admin.home.dashboard.weekRange', weekDays(weeks[item.dataIndex]))}`,
            },
          },
        },
      },
    };
  }, [weeks, t, theme]);
  return <BarChart build={build} height={WEEK_CHART_HEIGHT} label={t('admin.home.dashboard.channelsChart')} />;
}

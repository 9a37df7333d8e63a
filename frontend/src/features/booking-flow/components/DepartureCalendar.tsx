import { format, getISODay } from 'date-fns';
import { useEffect, useMemo, useRef } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import styled from 'styled-components';
import type { DepartureDto } from '../../../api';
import { formatLongDate } from '../../../components/ui/format';
import { useBookingFlowTranslation } from '../i18n';
import {
  availabilityOf,
  capitalised,
  dateLocale,
  departuresByDay,
  formatMonthYear,
  toLocalDate,
  type DayAvailability,
} from '../departures';
import { AvailabilityMarker } from './AvailabilityMarker';

const StyledCalendar = styled.div`
  /* react-day-picker's own class names, styled here instead of its stylesheet. */
  .rdp-root {
    max-width: 26rem;
  }

  .rdp-month {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    row-gap: ${({ theme }) => theme.space.sm};
  }

  .rdp-month_caption {
    text-align: center;
  }

  .rdp-caption_label {
    color: ${({ theme }) => theme.colors.brandDeep};
    font-size: ${({ theme }) => theme.fontSizes.lead};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.layout.minTarget};
    height: ${({ theme }) => theme.layout.minTarget};
    padding: 0;
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceWarm};
    }

    &:disabled,
    &[aria-disabled='true'] {
      border-color: ${({ theme }) => theme.colors.border};
      color: ${({ theme }) => theme.colors.borderStrong};
      cursor: not-allowed;
    }
  }

  .rdp-chevron {
    width: 1.5rem;
    height: 1.5rem;
    fill: currentColor;
  }

  .rdp-month_grid {
    grid-column: 1 / -1;
    width: 100%;
    border-collapse: separate;
    border-spacing: 2px;
    table-layout: fixed;
  }

  .rdp-weekday {
    padding-bottom: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: center;
  }

  .rdp-day {
    padding: 0;
    text-align: center;
  }

  .rdp-day_button {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 100%;
    min-height: 3.25rem;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-variant-numeric: tabular-nums;
  }

  .rdp-day_button:disabled {
    cursor: default;
  }

  .dates-day-available .rdp-day_button,
  .dates-day-few .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceWarm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.surface};
      border-color: ${({ theme }) => theme.colors.brandDeep};
    }
  }

  .dates-day-few .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  .dates-day-soldout .rdp-day_button {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.borderStrong};
    text-decoration: line-through;
  }

  .rdp-selected .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.brandDeep};
    background: ${({ theme }) => theme.colors.brandDeep};
    color: ${({ theme }) => theme.colors.textOnDark};
  }

  .rdp-selected svg {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** react-day-picker's day button with the availability's shape under the number. */
function CalendarDayButton({ day: _day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // The calendar moves focus between days with the arrow keys by marking the day 'focused'.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const kind: DayAvailability | null = modifiers.soldout
    ? 'soldout'
    : modifiers.few
      ? 'few'
      : modifiers.available
        ? 'available'
        : null;
  return (
    <button ref={ref} {...buttonProps}>
      <span>{children}</span>
      {kind && <AvailabilityMarker kind={kind} />}
    </button>
  );
}

export interface DepartureCalendarProps {
  departures: readonly DepartureDto[];
  selectedId: string | null;
  onPick: (departure: DepartureDto) => void;
}

/**
 * A month at a time (Monday first), from the first to the last month with departures. Days
 * with a bookable departure can be chosen; sold-out days and days without one cannot.
 */
export function DepartureCalendar({ departures, selectedId, onPick }: DepartureCalendarProps) {
  const { t, i18n } = useBookingFlowTranslation();
  const language = i18n.language;
  const byDay = useMemo(() => departuresByDay(departures), [departures]);
  const days = useMemo(() => {
    const groups: Record<DayAvailability, Date[]> = { available: [], few: [], soldout: [] };
    for (const departure of byDay.values()) groups[availabilityOf(departure)].push(toLocalDate(departure.startDate));
    return groups;
  }, [byDay]);

  const starts = [...byDay.keys()].sort();
  const firstMonth = toLocalDate(`${starts[0].slice(0, 7)}-01`);
  const lastMonth = toLocalDate(`${starts[starts.length - 1].slice(0, 7)}-01`);
  const selected = departures.find((departure) => departure.id === selectedId);
  const selectedDate = selected ? toLocalDate(selected.startDate) : undefined;
  const weekdays = t('bookingFlow.dates.weekdaysShort').split(',');

  return (
    <StyledCalendar>
      <DayPicker
        mode="single"
        required
        selected={selectedDate}
        onSelect={(_date, triggerDate) => {
          const departure = byDay.get(isoDay(triggerDate));
          if (departure && availabilityOf(departure) !== 'soldout') onPick(departure);
        }}
        locale={dateLocale(language)}
        weekStartsOn={1}
        navLayout="around"
        startMonth={firstMonth}
        endMonth={lastMonth}
        defaultMonth={selectedDate ?? firstMonth}
        disabled={(date) => {
          const departure = byDay.get(isoDay(date));
          return !departure || availabilityOf(departure) === 'soldout';
        }}
        modifiers={days}
        modifiersClassNames={{
          available: 'dates-day-available',
          few: 'dates-day-few',
          soldout: 'dates-day-soldout',
        }}
        labels={{
          labelPrevious: () => t('bookingFlow.dates.previousMonth'),
          labelNext: () => t('bookingFlow.dates.nextMonth'),
          labelDayButton: (date) => {
            const departure = byDay.get(isoDay(date));
            const spoken = formatLongDate(isoDay(date), language);
            if (!departure) return t('bookingFlow.dates.dayLabel.none', { date: spoken });
            const kind = availabilityOf(departure);
            return t(`bookingFlow.dates.dayLabel.${kind}`, { date: spoken, count: departure.spotsAvailable });
          },
        }}
        formatters={{
          formatCaption: (month) => capitalised(formatMonthYear(month, language)),
          formatWeekdayName: (weekday) => weekdays[getISODay(weekday) - 1],
        }}
        components={{ DayButton: CalendarDayButton }}
      />
    </StyledCalendar>
  );
}

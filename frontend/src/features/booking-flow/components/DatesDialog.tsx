import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { DepartureDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { useQueryStore } from '../../../api/use-query';
import type { BookingFlowTrip } from '../../../components/booking-flow/booking-flow';
import { Button } from '../../../components/ui/Button';
import { formatLongDate } from '../../../components/ui/format';
import { TextLink } from '../../../components/ui/TextLink';
import { useBookingFlowTranslation } from '../i18n';
import { formatMonthYear, groupByMonth, groupSizeOf } from '../departures';
import { tripDeparturesQuery } from '../departures-query';
import { AvailabilityMarker } from './AvailabilityMarker';
import { DepartureCalendar } from './DepartureCalendar';
import { DepartureCard } from './DepartureCard';
import { FlowDialog, FlowTripTitle } from './FlowDialog';

const StyledState = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const StyledStateTitle = styled.p`
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledSectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

const StyledHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledMonthTitle = styled.h4`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};

  &:first-child {
    margin-top: 0;
  }
`;

const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Under a full departure's card, as wide as it on a phone. */
const StyledWaitlist = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
`;

interface DatesContentProps {
  trip: BookingFlowTrip;
  selectedId: string | null;
  onPick: (departure: DepartureDto) => void;
  /** 'Avvisami se si libera un posto' on a full departure. */
  onWaitlist: (departure: DepartureDto) => void;
  onLeave: () => void;
}

/**
 * Mounted only while the dialog is open: each opening shows the seats as they are now (the
 * trip page's answer when it has just arrived). The next dialogs follow the booking policy of
 * the site settings, which the page holds already: a date is offered once both are known.
 */
function DatesContent({ trip, selectedId, onPick, onWaitlist, onLeave }: DatesContentProps) {
  const { t, i18n } = useBookingFlowTranslation();
  const language = i18n.language;
  const store = useQueryStore();
  const query = useQuery(tripDeparturesQuery(store, trip.slug));
  const site = useSiteSettings();

  if (query.isPending || (!site.data && !site.isError)) {
    return (
      <StyledState role="status">
        <p>{t('bookingFlow.dates.loading')}</p>
      </StyledState>
    );
  }

  if (query.isError || !site.data) {
    return (
      <StyledState role="alert">
        <StyledStateTitle>{t('bookingFlow.dates.loadError')}</StyledStateTitle>
        <p>{t('bookingFlow.dates.loadErrorHint')}</p>
        <Button
          onClick={() => {
            if (query.isError) void query.refetch();
            if (!site.data) void site.refetch();
          }}
        >
          {t('bookingFlow.retry')}
        </Button>
      </StyledState>
    );
  }

  const departures = query.data;
  if (departures.length === 0) {
    return (
      <StyledState>
        <StyledStateTitle>{t('bookingFlow.dates.emptyTitle')}</StyledStateTitle>
        <p>{t('bookingFlow.dates.emptyText')}</p>
        <p>{t('bookingFlow.dates.emptyHint')}</p>
        <TextLink to="/contact" onClick={onLeave}>
          {t('bookingFlow.dates.contactUs')}
        </TextLink>
      </StyledState>
    );
  }

  const groupSize = groupSizeOf(departures);
  return (
    <>
      {groupSize !== null && <p>{t('bookingFlow.dates.groupSize', { count: groupSize })}</p>}
      <StyledLayout>
        <section aria-labelledby="booking-dates-calendar">
          <StyledSectionTitle id="booking-dates-calendar">{t('bookingFlow.dates.calendarTitle')}</StyledSectionTitle>
          <StyledHint>{t('bookingFlow.dates.calendarHint')}</StyledHint>
          <DepartureCalendar departures={departures} selectedId={selectedId} onPick={onPick} />
          <StyledLegend aria-label={t('bookingFlow.dates.legendTitle')}>
            <li>
              <AvailabilityMarker kind="available" />
              {t('bookingFlow.dates.legend.available')}
            </li>
            <li>
              <AvailabilityMarker kind="few" />
              {t('bookingFlow.dates.legend.few')}
            </li>
            <li>
              <AvailabilityMarker kind="soldout" />
              {t('bookingFlow.dates.legend.soldout')}
            </li>
          </StyledLegend>
        </section>
        <section aria-labelledby="booking-dates-list">
          <StyledSectionTitle id="booking-dates-list">{t('bookingFlow.dates.listTitle')}</StyledSectionTitle>
          {groupByMonth(departures).map((group) => (
            <section key={group.key} aria-labelledby={`booking-dates-${group.key}`}>
              <StyledMonthTitle id={`booking-dates-${group.key}`}>
                {t('bookingFlow.dates.monthGroup', { month: formatMonthYear(group.month, language) })}
              </StyledMonthTitle>
              <StyledCards>
                {group.departures.map((departure) => (
                  <li key={departure.id}>
                    <DepartureCard departure={departure} selected={departure.id === selectedId} onPick={onPick} />
                    {departure.waitlist && (
                      <StyledWaitlist
                        variant="secondary"
                        aria-label={t('bookingFlow.waitlist.openLabel', {
                          date: formatLongDate(departure.startDate, language),
                        })}
                        onClick={() => onWaitlist(departure)}
                      >
                        {t('bookingFlow.waitlist.open')}
                      </StyledWaitlist>
                    )}
                  </li>
                ))}
              </StyledCards>
            </section>
          ))}
        </section>
      </StyledLayout>
    </>
  );
}

export interface DatesDialogProps {
  trip: BookingFlowTrip;
  open: boolean;
  selectedId: string | null;
  onPick: (departure: DepartureDto) => void;
  onWaitlist: (departure: DepartureDto) => void;
  onClose: () => void;
  onClosed: () => void;
  /** A link leaves the page: the flow closes without giving focus back to the opener. */
  onLeave: () => void;
}

/** 'Date di Partenza Disponibili': the trip's departures on a calendar and in a list by month. */
export function DatesDialog({
  trip,
  open,
  selectedId,
  onPick,
  onWaitlist,
  onClose,
  onClosed,
  onLeave,
}: DatesDialogProps) {
  const { t } = useBookingFlowTranslation();
  return (
    <FlowDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      wide
      title={t('bookingFlow.dates.title')}
      description={<FlowTripTitle>{trip.title}</FlowTripTitle>}
    >
      <DatesContent trip={trip} selectedId={selectedId} onPick={onPick} onWaitlist={onWaitlist} onLeave={onLeave} />
    </FlowDialog>
  );
}

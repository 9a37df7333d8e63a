import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DashboardChannelsDto, DashboardDepartureDto, DashboardMoneyDto } from '../../../api';
import { getDashboardOptions } from '../../../api/query-options';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { departureBookingsAddress } from '../bookings/list-address';
import { formatCents } from '../bookings/money';
import { AdminLink } from '../components/AdminLink';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledPanel } from '../components/ScreenParts';
import {
  CHANNEL_WORDS,
  CHANNELS,
  hasChannelActivity,
  hasMoney,
  missingForMinimum,
  seatsChartHeight,
  WEEK_CHART_HEIGHT,
  weekDays,
} from './dashboard-figures';
import { useScreensTranslation } from './i18n';

/*
 * The charts and their library come in a file of their own, fetched once the figures are here:
 * the rest of the admin area never waits for them.
 */
const SeatsChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.SeatsChart })));
const MoneyChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.MoneyChart })));
const ChannelsChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.ChannelsChart })));

const StyledParts = styled.div`
  display: grid;
  /* No wider than the panel: the tables scroll inside it and the charts fit its width. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;

  /* Side by side on a wide screen: the money and the channels, twelve or thirteen weeks each. */
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledPart = styled.section`
  display: grid;
  /* Its column as wide as the part, whatever the table under the chart would take. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  p {
    max-width: ${({ theme }) => theme.layout.readingWidth};
    margin: 0;
  }

  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }

  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
  }
`;

const StyledNote = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};
`;

/** Room kept for a chart while its code arrives, so that the table under it does not jump. */
const StyledChartSpace = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

/** The picture, then the same numbers in a table for whoever cannot or would rather not read it. */
function Part({
  id,
  title,
  intro,
  chart,
  chartHeight,
  table,
  notes,
}: {
  id: string;
  title: string;
  intro: string;
  chart: ReactNode;
  chartHeight: string;
  table: ReactNode;
  notes?: ReactNode;
}) {
  const { t } = useScreensTranslation();
  return (
    <StyledPart aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p>{intro}</p>
      {notes}
      <StyledChartSpace $height={chartHeight}>
        <Suspense fallback={null}>{chart}</Suspense>
      </StyledChartSpace>
      <details>
        <summary>{t('admin.home.dashboard.showTable')}</summary>
        <ScrollableTable label={t('admin.common.table', { name: title })}>{table}</ScrollableTable>
      </details>
    </StyledPart>
  );
}

function SeatsPart({ departures, moreDepartures }: { departures: DashboardDepartureDto[]; moreDepartures: boolean }) {
  const { t } = useScreensTranslation();
  const title = t('admin.home.dashboard.seatsTitle');
  if (departures.length === 0) {
    return (
      <StyledPart aria-labelledby="dashboard-seats-title">
        <h3 id="dashboard-seats-title">{title}</h3>
        <StyledEmpty>{t('admin.home.dashboard.seatsEmpty')}</StyledEmpty>
      </StyledPart>
    );
  }
  return (
    <Part
      id="dashboard-seats-title"
      title={title}
      intro={t('admin.home.dashboard.seatsIntro')}
      chartHeight={seatsChartHeight(departures.length)}
      chart={<SeatsChart departures={departures} />}
      notes={
        moreDepartures && (
          <p>
            {t('admin.home.dashboard.seatsMore')}{' '}
            <AdminLink to="/admin/partenze">{t('admin.home.dashboard.seatsMoreLink')}</AdminLink>
          </p>
        )
      }
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.home.dashboard.departure')}</th>
              <th scope="col">{t('admin.home.dashboard.sold')}</th>
              <th scope="col">{t('admin.home.dashboard.heldShort')}</th>
              <th scope="col">{t('admin.home.dashboard.otherTakenShort')}</th>
              <th scope="col">{t('admin.home.dashboard.free')}</th>
              <th scope="col">{t('admin.home.dashboard.total')}</th>
              <th scope="col">{t('admin.home.dashboard.minimumShort')}</th>
              <th scope="col">{t('admin.home.dashboard.state')}</th>
            </tr>
          </thead>
          <tbody>
            {departures.map((departure) => {
              const missing = missingForMinimum(departure);
              return (
                <tr key={departure.id}>
                  <th scope="row">
                    <AdminLink to={departureBookingsAddress(departure.tripSlug, departure.id)}>
                      {t('admin.home.dashboard.departureLabel', {
                        trip: departure.tripTitle,
                        date: formatCalendarDate(departure.startDate),
                      })}
                    </AdminLink>
                    {departure.status === 'closed' && ` (${t('admin.home.dashboard.closed')})`}
                  </th>
                  <td>{departure.sold}</td>
                  <td>{departure.held}</td>
                  <td>{departure.otherTaken}</td>
                  <td>{departure.free}</td>
                  <td>{departure.totalSeats}</td>
                  <td>{departure.minimumGroupSize}</td>
                  <td>
                    {missing === 0
                      ? t('admin.home.dashboard.guaranteed')
                      : t('admin.home.dashboard.missing', { count: missing })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      }
    />
  );
}

function MoneyPart({ money }: { money: DashboardMoneyDto }) {
  const { t, i18n } = useScreensTranslation();
  const title = t('admin.home.dashboard.moneyTitle');
  const overdue = money.overdueCents > 0 && (
    <StyledNote>
      {t('admin.home.dashboard.overdue', { amount: formatCents(money.overdueCents, i18n.language) })}{' '}
      <AdminLink to="/admin/pagamenti">{t('admin.home.dashboard.overdueLink')}</AdminLink>
    </StyledNote>
  );
  if (!hasMoney(money)) {
    return (
      <StyledPart aria-labelledby="dashboard-money-title">
        <h3 id="dashboard-money-title">{title}</h3>
        <StyledEmpty>{t('admin.home.dashboard.moneyEmpty')}</StyledEmpty>
      </StyledPart>
    );
  }
  return (
    <Part
      id="dashboard-money-title"
      title={title}
      intro={t('admin.home.dashboard.moneyIntro')}
      notes={overdue}
      chartHeight={WEEK_CHART_HEIGHT}
      chart={<MoneyChart weeks={money.weeks} />}
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.home.dashboard.week')}</th>
              <th scope="col">{t('admin.home.dashboard.expected')}</th>
              <th scope="col">{t('admin.home.dashboard.received')}</th>
            </tr>
          </thead>
          <tbody>
            {money.weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{t('admin.home.dashboard.weekRange', weekDays(week))}</th>
                <td>{formatCents(week.expectedCents, i18n.language)}</td>
                <td>{formatCents(week.receivedCents, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function ChannelsPart({ channels }: { channels: DashboardChannelsDto }) {
  const { t } = useScreensTranslation();
  const title = t('admin.home.dashboard.channelsTitle');
  const partners = !channels.partnersConnected && <p>{t('admin.home.dashboard.partnersNotConnected')}</p>;
  if (!hasChannelActivity(channels.weeks)) {
    return (
      <StyledPart aria-labelledby="dashboard-channels-title">
        <h3 id="dashboard-channels-title">{title}</h3>
        <StyledEmpty>{t('admin.home.dashboard.channelsEmpty')}</StyledEmpty>
        {partners}
      </StyledPart>
    );
  }
  return (
    <Part
      id="dashboard-channels-title"
      title={title}
      intro={t('admin.home.dashboard.channelsIntro')}
      notes={partners}
      chartHeight={WEEK_CHART_HEIGHT}
      chart={<ChannelsChart weeks={channels.weeks} />}
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.home.dashboard.week')}</th>
              {CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {t(CHANNEL_WORDS[channel])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {channels.weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{t('admin.home.dashboard.weekRange', weekDays(week))}</th>
                {CHANNELS.map((channel) => (
                  <td key={channel}>{week[channel]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/**
 * The agency at a glance, on the admin home: the seats of the coming departures, the money
 * expected and received week by week, the bookings by channel. Pictures first, the numbers on
 * hover and in a table under each.
 */
export function AgencyDashboard() {
  const { t } = useScreensTranslation();
  const dashboard = useQuery(getDashboardOptions());
  return (
    <StyledPanel aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title">{t('admin.home.dashboard.title')}</h2>
      <QueryState
        isPending={dashboard.isPending}
        isError={dashboard.isError}
        isEmpty={false}
        emptyText=""
        errorText={t('admin.home.dashboard.error')}
        onRetry={() => void dashboard.refetch()}
      >
        {dashboard.data && (
          <StyledParts>
            <SeatsPart departures={dashboard.data.departures} moreDepartures={dashboard.data.moreDepartures} />
            <MoneyPart money={dashboard.data.money} />
            <ChannelsPart channels={dashboard.data.channels} />
          </StyledParts>
        )}
      </QueryState>
    </StyledPanel>
  );
}

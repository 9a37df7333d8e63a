import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import styled from 'styled-components';
import type { HoldAlertDto } from '../../../api';
import {
  acknowledgeHoldAlertMutation,
  listAuditEventsQueryKey,
  listHoldAlertsOptions,
  listHoldAlertsQueryKey,
} from '../../../api/query-options';
import { refusalMessage, refusalStatus } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { departureBookingsAddress } from '../bookings/list-address';
import { AdminLink } from '../components/AdminLink';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { useScreensTranslation } from './i18n';

const StyledAlertsPanel = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};

  p {
    margin: 0;
  }
`;

const StyledAlerts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }
`;

const StyledAlert = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const StyledError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The link to the bookings of an alert's departure. */
function DepartureBookingsLink({ alert, describedBy }: { alert: HoldAlertDto; describedBy: string }) {
  const { t } = useScreensTranslation();
  return (
    <AdminLink to={departureBookingsAddress(alert.tripSlug, alert.departureId)} aria-describedby={describedBy}>
      {t('admin.home.alertBookings')}
    </AdminLink>
  );
}

/**
 * 'Posti bloccati senza pagamento': what the server noticed about unpaid holds in the last
 * days (most of a departure's free seats held unpaid within the hour, or someone stopped at
 * the per-customer limit), each with a way to the departure's bookings and 'Visto', which
 * takes it away. Nothing while there are none; a failure to load them is one line.
 * `onAllSeen` is told when the last one goes, so that the focus has somewhere to land.
 */
export function HoldAlerts({ onAllSeen }: { onAllSeen: () => void }) {
  const { t, i18n } = useScreensTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const alerts = useQuery(listHoldAlertsOptions());

  const drop = (id: string) => {
    const left = (alerts.data ?? []).filter((alert) => alert.id !== id);
    queryClient.setQueryData(listHoldAlertsQueryKey(), left);
    if (left.length === 0) onAllSeen();
    else titleRef.current?.focus();
  };
  const seen = useMutation({
    ...acknowledgeHoldAlertMutation(),
    onSuccess: (_nothing, { path }) => {
      drop(path.id);
      notifySuccess(t('admin.home.alertSeenDone'));
      return invalidate(queryClient, listHoldAlertsQueryKey(), listAuditEventsQueryKey());
    },
    onError: (error, { path }) => {
      // Someone else saw it first: it is gone all the same.
      if (refusalStatus(error) === 404) {
        drop(path.id);
        return invalidate(queryClient, listHoldAlertsQueryKey());
      }
      notifyError(refusalMessage(error) ?? t('admin.common.saveError'));
    },
  });

  if (alerts.isError) return <StyledError role="alert">{t('admin.home.alertsError')}</StyledError>;
  if (!alerts.data?.length) return null;

  return (
    <StyledAlertsPanel aria-labelledby="admin-hold-alerts-title">
      <h2 id="admin-hold-alerts-title" ref={titleRef} tabIndex={-1}>
        {t('admin.home.alertsTitle')}
      </h2>
      <p>{t('admin.home.alertsIntro')}</p>
      <StyledAlerts>
        {alerts.data.map((alert) => {
          const names = { trip: alert.tripTitle, date: formatCalendarDate(alert.startDate) };
          const once = alert.occurrences <= 1 || alert.firstSeenAt === alert.lastSeenAt;
          const pending = seen.isPending && seen.variables.path.id === alert.id;
          return (
            <StyledAlert key={alert.id}>
              <h3 id={`admin-hold-alert-${alert.id}`}>{t('admin.home.alertTitle', names)}</h3>
              <p>
                {alert.kind === 'burst' ? t('admin.home.alertBurst') : t('admin.home.alertCapReached')}
                {alert.occurrences > 1 && <> {t('admin.home.alertOccurrences', { count: alert.occurrences })}</>}
              </p>
              <p>{t('admin.home.alertSeats', { unpaid: alert.unpaidSeats, free: alert.spotsAvailable })}</p>
              <p>
                {once
                  ? t('admin.home.alertWhen', { when: formatDateTime(alert.lastSeenAt, language) })
                  : t('admin.home.alertBetween', {
                      first: formatDateTime(alert.firstSeenAt, language),
                      last: formatDateTime(alert.lastSeenAt, language),
                    })}
              </p>
              <StyledActions>
                <DepartureBookingsLink alert={alert} describedBy={`admin-hold-alert-${alert.id}`} />
                <Button
                  variant="secondary"
                  aria-label={t('admin.home.alertSeenLabel', names)}
                  disabled={pending}
                  onClick={() => seen.mutate({ path: { id: alert.id } })}
                >
                  {t('admin.home.alertSeen')}
                </Button>
              </StyledActions>
            </StyledAlert>
          );
        })}
      </StyledAlerts>
    </StyledAlertsPanel>
  );
}

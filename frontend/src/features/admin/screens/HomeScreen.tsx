import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import styled from 'styled-components';
import { listAuditEventsOptions } from '../../../api/query-options';
import type { TranslationKey } from '../../../i18n/translator';
import { auditActions, useScreensTranslation, type ScreensNamespace } from './i18n';
import { AdminLink } from '../components/AdminLink';
import { QueryState } from '../components/QueryState';
import { StyledIntro, StyledPanel, ScrollableTable } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { useAdminHead } from '../use-admin-head';
import { AgencyDashboard } from './AgencyDashboard';
import { HoldAlerts } from './HoldAlerts';
import { MessageHealth } from './MessageHealth';
import { PendingIbanSwitchNotice } from '../ibans/PendingIbanSwitch';
import { PendingApprovalsNotice } from './PendingApprovals';
import { DemoIbanNotice } from '../ibans/DemoIban';
import { CoordinatorClashes } from '../departures/CoordinatorClashes';

const StyledTools = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTool = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  a,
  strong {
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  p {
    margin: 0;
  }
`;

const StyledComing = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

type ToolKey =
  | 'bookings'
  | 'payments'
  | 'ibans'
  | 'activeIban'
  | 'departures'
  | 'inbox'
  | 'partners'
  | 'siteSettings'
  | 'staff'
  | 'password';

const tools: ReadonlyArray<{ key: ToolKey; to?: string }> = [
  { key: 'bookings', to: '/admin/prenotazioni' },
  { key: 'payments', to: '/admin/pagamenti' },
  { key: 'ibans', to: '/link' },
  { key: 'activeIban', to: '/admin/iban-attivo' },
  { key: 'departures', to: '/admin/partenze' },
  { key: 'inbox', to: '/admin/richieste' },
  { key: 'partners', to: '/admin/partner' },
  { key: 'siteSettings', to: '/admin/impostazioni' },
  { key: 'staff', to: '/admin/staff' },
  { key: 'password', to: '/admin/password' },
];

const AUDIT_EVENTS_SHOWN = 10;

/** The action's words when the area knows it, its code otherwise (an action added later). */
function actionKey(action: string): TranslationKey<ScreensNamespace> | null {
  const [area, verb] = action.split('.');
  return auditActions[area]?.[verb] ? (`admin.home.actions.${area}.${verb}` as TranslationKey<ScreensNamespace>) : null;
}

export function HomeScreen() {
  const { t, i18n } = useScreensTranslation();
  useAdminHead(t('admin.home.title'));
  const events = useQuery(listAuditEventsOptions({ query: { limit: AUDIT_EVENTS_SHOWN } }));
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <h1 ref={titleRef} tabIndex={-1}>
        {t('admin.home.title')}
      </h1>
      <StyledIntro>{t('admin.home.intro')}</StyledIntro>
      {/* First, where they are seen: e-mails customers do not get, seats held unpaid that are not sold. */}
      <PendingIbanSwitchNotice />
      <PendingApprovalsNotice />
      <DemoIbanNotice />
      <MessageHealth />
      <HoldAlerts onAllSeen={() => titleRef.current?.focus()} />
      <CoordinatorClashes />
      {/* Then the agency at a glance, before the tools that act on it. */}
      <AgencyDashboard />
      <StyledPanel aria-labelledby="admin-tools-title">
        <h2 id="admin-tools-title">{t('admin.home.toolsTitle')}</h2>
        <StyledTools>
          {tools.map(({ key, to }) => (
            <StyledTool key={key}>
              {to ? (
                <AdminLink to={to}>{t(`admin.home.tools.${key}`)}</AdminLink>
              ) : (
                <strong>{t(`admin.home.tools.${key}`)}</strong>
              )}
              <p>{t(`admin.home.tools.${key}Text`)}</p>
              {!to && <StyledComing>{t('admin.home.coming')}</StyledComing>}
            </StyledTool>
          ))}
        </StyledTools>
      </StyledPanel>
      <StyledPanel aria-labelledby="admin-audit-title">
        <h2 id="admin-audit-title">{t('admin.home.auditTitle')}</h2>
        <QueryState
          isPending={events.isPending}
          isError={events.isError}
          isEmpty={events.data?.length === 0}
          emptyText={t('admin.home.auditEmpty')}
          onRetry={() => void events.refetch()}
        >
          <ScrollableTable label={t('admin.common.table', { name: t('admin.home.auditTitle') })}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('admin.home.auditWhen')}</th>
                  <th scope="col">{t('admin.home.auditWho')}</th>
                  <th scope="col">{t('admin.home.auditWhat')}</th>
                </tr>
              </thead>
              <tbody>
                {events.data?.map((event) => {
                  const key = actionKey(event.action);
                  return (
                    <tr key={event.id}>
                      <td>{formatDateTime(event.createdAt, i18n.language)}</td>
                      <td>{event.adminEmail}</td>
                      <td>{key ? t(key) : event.action}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollableTable>
        </QueryState>
      </StyledPanel>
    </>
  );
}

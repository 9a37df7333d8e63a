import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { PartnerDto, WebhookEndpointDto } from '../../../api';
import {
  disablePartnerWebhookMutation,
  listAuditEventsQueryKey,
  listPartnerWebhooksOptions,
  listPartnerWebhooksQueryKey,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { ToneBadge } from '../bookings/StatusBadge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledPanel, StyledRowButton } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { DeliveryLog } from './DeliveryLog';
import { usePartnersTranslation } from './i18n';
import { EVENT_MESSAGE, WEBHOOK_EVENTS } from './webhook-terms';
import { NewWebhookDialog, RotateSecretDialog, SecretShownDialog, type ShownSecret } from './WebhookDialogs';
import { useWebhooksTranslation } from './webhooks-i18n';

/** Wide enough for an address on two lines, the events and the state: on a phone the table scrolls. */
const StyledTable = styled.table`
  min-width: 60rem;

  th:first-child {
    width: 20rem;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledUrl = styled.code`
  font-size: 0.9em;
  word-break: break-all;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledNote = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PartnerWebhooksProps {
  partner: PartnerDto;
  /** Owners register, rotate and disable endpoints and send deliveries again; other staff only read. */
  owner: boolean;
}

/**
 * Where the partner is told of its bookings and of our departures: its webhook endpoints, each
 * with its address, the events it receives in words, its state and, during a rotation, until
 * when the previous secret still signs; under the list, the delivery log of the endpoint chosen.
 * Owners register an endpoint ('Nuovo webhook'), rotate its secret and disable it after a
 * confirmation; a new secret is shown once, in a dialog of its own.
 */
export function PartnerWebhooks({ partner, owner }: PartnerWebhooksProps) {
  const { t: tp } = usePartnersTranslation();
  const { t, i18n } = useWebhooksTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const [making, setMaking] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpointDto | null>(null);
  const [disabling, setDisabling] = useState<WebhookEndpointDto | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);

  const path = { id: partner.id };
  const endpoints = useQuery(listPartnerWebhooksOptions({ path }));
  const viewing = endpoints.data?.find((endpoint) => endpoint.id === viewingId);

  const changed = () => invalidate(queryClient, listPartnerWebhooksQueryKey({ path }), listAuditEventsQueryKey());

  const onSecret = (secret: ShownSecret) => {
    setMaking(false);
    setRotating(null);
    setShown(secret);
    void changed();
  };

  const disable = useMutation({
    ...disablePartnerWebhookMutation(),
    onSuccess: () => {
      setDisabling(null);
      notifySuccess(t('admin.partnerWebhooks.disable.done'));
      return changed();
    },
    onError: (error) => {
      setDisabling(null);
      const message = refusalMessage(error);
      notifyError(
        message ? t('admin.partnerWebhooks.disable.errorWith', { message }) : t('admin.partnerWebhooks.disable.error'),
      );
    },
  });

  const stateText = (endpoint: WebhookEndpointDto): string => {
    if (endpoint.status === 'active') return t('admin.partnerWebhooks.statuses.active');
    const date = endpoint.disabledAt ? formatShortDateTime(endpoint.disabledAt, language) : '';
    return t(`admin.partnerWebhooks.statuses.${endpoint.disabledReason ?? 'by_owner'}`, { date });
  };

  // The server keeps the end of an overlap once it is over: only one running when the list
  // was read is news.
  const overlapEnd = (endpoint: WebhookEndpointDto): string | null =>
    endpoint.status === 'active' &&
    endpoint.previousSecretUntil &&
    new Date(endpoint.previousSecretUntil).getTime() > endpoints.dataUpdatedAt
      ? formatShortDateTime(endpoint.previousSecretUntil, language)
      : null;

  return (
    <StyledPanel aria-labelledby="admin-partner-webhooks">
      <h2 id="admin-partner-webhooks">{tp('admin.partners.detail.webhooksTitle')}</h2>
      <p>{t('admin.partnerWebhooks.intro')}</p>
      {owner && (
        <div>
          <Button onClick={() => setMaking(true)}>{t('admin.partnerWebhooks.create.open')}</Button>
        </div>
      )}
      <QueryState
        isPending={endpoints.isPending}
        isError={endpoints.isError}
        isEmpty={endpoints.data?.length === 0}
        emptyText={t('admin.partnerWebhooks.empty')}
        errorText={t('admin.partnerWebhooks.loadError')}
        onRetry={() => void endpoints.refetch()}
      >
        <ScrollableTable label={t('admin.partnerWebhooks.table', { name: partner.name })}>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('admin.partnerWebhooks.url')}</th>
                <th scope="col">{t('admin.partnerWebhooks.eventsColumn')}</th>
                <th scope="col">{t('admin.partnerWebhooks.status')}</th>
                <th scope="col">{t('admin.partnerWebhooks.created')}</th>
                <th scope="col">{t('admin.partnerWebhooks.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.data?.map((endpoint) => {
                const overlap = overlapEnd(endpoint);
                return (
                  <tr key={endpoint.id}>
                    <th scope="row">
                      <StyledUrl>{endpoint.url}</StyledUrl>
                    </th>
                    <td>
                      <ul>
                        {WEBHOOK_EVENTS.filter((event) => endpoint.events.includes(event)).map((event) => (
                          <li key={event}>{t(`admin.partnerWebhooks.events.${EVENT_MESSAGE[event]}`)}</li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <ToneBadge $tone={endpoint.status === 'active' ? 'done' : 'closed'}>
                        {stateText(endpoint)}
                      </ToneBadge>
                      {overlap && (
                        <StyledNote>{t('admin.partnerWebhooks.previousSecret', { date: overlap })}</StyledNote>
                      )}
                    </td>
                    <td>{formatShortDateTime(endpoint.createdAt, language)}</td>
                    <td>
                      <StyledActions>
                        <StyledRowButton
                          variant="secondary"
                          aria-label={t('admin.partnerWebhooks.deliveries.openLabel', { url: endpoint.url })}
                          aria-pressed={viewingId === endpoint.id}
                          onClick={() => setViewingId(viewingId === endpoint.id ? null : endpoint.id)}
                        >
                          {t('admin.partnerWebhooks.deliveries.open')}
                        </StyledRowButton>
                        {owner && endpoint.status === 'active' && (
                          <>
                            <StyledRowButton
                              variant="secondary"
                              aria-label={t('admin.partnerWebhooks.rotate.openLabel', { url: endpoint.url })}
                              onClick={() => setRotating(endpoint)}
                            >
                              {t('admin.partnerWebhooks.rotate.open')}
                            </StyledRowButton>
                            <StyledRowButton
                              variant="secondary"
                              aria-label={t('admin.partnerWebhooks.disable.openLabel', { url: endpoint.url })}
                              onClick={() => setDisabling(endpoint)}
                            >
                              {t('admin.partnerWebhooks.disable.open')}
                            </StyledRowButton>
                          </>
                        )}
                      </StyledActions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </StyledTable>
        </ScrollableTable>
      </QueryState>
      {viewing && (
        <DeliveryLog
          key={viewing.id}
          partnerId={partner.id}
          endpoint={viewing}
          owner={owner}
          onClose={() => setViewingId(null)}
        />
      )}

      <NewWebhookDialog partner={partner} open={making} onOpenChange={setMaking} onCreated={onSecret} />
      <RotateSecretDialog
        partner={partner}
        endpoint={rotating}
        onClose={() => setRotating(null)}
        onRotated={onSecret}
      />
      <SecretShownDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => {
          if (!open) setDisabling(null);
        }}
        title={t('admin.partnerWebhooks.disable.title')}
        description={t('admin.partnerWebhooks.disable.text', { url: disabling?.url ?? '' })}
        confirmLabel={t('admin.partnerWebhooks.disable.confirm')}
        dismissLabel={t('admin.partnerWebhooks.disable.dismiss')}
        pending={disable.isPending}
        onConfirm={() => {
          if (disabling) disable.mutate({ path: { id: partner.id, webhookId: disabling.id } });
        }}
      />
    </StyledPanel>
  );
}

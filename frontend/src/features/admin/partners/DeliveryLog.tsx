import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { WebhookDeliveryDto, WebhookDeliveryStatus, WebhookEndpointDto } from '../../../api';
import {
  listAuditEventsQueryKey,
  listPartnerWebhookDeliveriesOptions,
  listPartnerWebhookDeliveriesQueryKey,
  resendPartnerWebhookDeliveryMutation,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { ToneBadge, type BadgeTone } from '../bookings/StatusBadge';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledRowButton } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { EVENT_MESSAGE, isKnownDeliveryError } from './webhook-terms';
import { useWebhooksTranslation } from './webhooks-i18n';

/** Deliveries on a page: a day of a busy partner's bookings, still short enough to read. */
export const DELIVERIES_PAGE_SIZE = 20;

const StyledLog = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The event's id whole, in its own letters: staff compare it with the partner's logs. */
const StyledTable = styled.table`
  min-width: 60rem;

  code {
    font-size: 0.9em;
    word-break: break-all;
  }
`;

const StyledPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'waiting',
  delivered: 'done',
  failed: 'failed',
  abandoned: 'closed',
};

export interface DeliveryLogProps {
  partnerId: string;
  endpoint: WebhookEndpointDto;
  /** Owners send a delivery again; other staff only read the log. */
  owner: boolean;
  onClose: () => void;
}

/**
 * An endpoint's deliveries, newest first and a page at a time: the event, its webhook-id, the
 * state in words, the attempts, the last outcome (the receiver's HTTP status or why none came),
 * the next attempt and when it arrived. An owner sends one again ('Invia di nuovo'): the
 * same event with the same id, while the endpoint is active.
 */
export function DeliveryLog({ partnerId, endpoint, owner, onClose }: DeliveryLogProps) {
  const { t, i18n } = useWebhooksTranslation();
  const language = i18n.language;
  const ids = useId();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const path = { id: partnerId, webhookId: endpoint.id };
  const deliveries = useQuery({
    ...listPartnerWebhookDeliveriesOptions({ path, query: { limit: DELIVERIES_PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
  });

  const resend = useMutation({
    ...resendPartnerWebhookDeliveryMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.partnerWebhooks.deliveries.resent'));
      return invalidate(queryClient, listPartnerWebhookDeliveriesQueryKey({ path }), listAuditEventsQueryKey());
    },
    onError: (error) => {
      const message = refusalMessage(error);
      notifyError(
        message
          ? t('admin.partnerWebhooks.deliveries.resendErrorWith', { message })
          : t('admin.partnerWebhooks.deliveries.resendError'),
      );
    },
  });

  const none = t('admin.partnerWebhooks.deliveries.none');
  const when = (iso: string | null) => (iso ? formatShortDateTime(iso, language) : none);
  const outcome = (delivery: WebhookDeliveryDto): string => {
    if (delivery.lastStatusCode !== null)
      return t('admin.partnerWebhooks.deliveries.httpStatus', { code: delivery.lastStatusCode });
    const code = delivery.lastError;
    if (code === null) return none;
    return isKnownDeliveryError(code)
      ? t(`admin.partnerWebhooks.deliveries.errors.${code}`)
      : t('admin.partnerWebhooks.deliveries.otherError', { code });
  };
  // A disabled endpoint's deliveries cannot be sent again (decision PW5).
  const canResend = owner && endpoint.status === 'active';
  const page = deliveries.data;

  return (
    <StyledLog aria-labelledby={`${ids}-title`}>
      <StyledHeading>
        <h3 id={`${ids}-title`}>{t('admin.partnerWebhooks.deliveries.title', { url: endpoint.url })}</h3>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.partnerWebhooks.deliveries.close')}
        </Button>
      </StyledHeading>
      <p>{t('admin.partnerWebhooks.deliveries.intro')}</p>
      <QueryState
        isPending={deliveries.isPending}
        isError={deliveries.isError}
        isEmpty={page?.total === 0}
        emptyText={t('admin.partnerWebhooks.deliveries.empty')}
        errorText={t('admin.partnerWebhooks.deliveries.loadError')}
        onRetry={() => void deliveries.refetch()}
      >
        {page && (
          <>
            <ScrollableTable
              label={t('admin.common.table', {
                name: t('admin.partnerWebhooks.deliveries.title', { url: endpoint.url }),
              })}
            >
              <StyledTable>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.event')}</th>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.id')}</th>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.status')}</th>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.attempts')}</th>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.lastOutcome')}</th>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.nextAttempt')}</th>
                    <th scope="col">{t('admin.partnerWebhooks.deliveries.delivered')}</th>
                    {canResend && <th scope="col">{t('admin.partnerWebhooks.deliveries.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((delivery) => (
                    <tr key={delivery.id}>
                      <th scope="row">{t(`admin.partnerWebhooks.events.${EVENT_MESSAGE[delivery.type]}`)}</th>
                      <td>
                        <code>{delivery.webhookId}</code>
                      </td>
                      <td>
                        <ToneBadge $tone={TONES[delivery.status]}>
                          {t(`admin.partnerWebhooks.deliveries.statuses.${delivery.status}`)}
                        </ToneBadge>
                      </td>
                      <td>{delivery.attempts}</td>
                      <td>{outcome(delivery)}</td>
                      <td>{delivery.status === 'pending' ? when(delivery.nextAttemptAt) : none}</td>
                      <td>{when(delivery.deliveredAt)}</td>
                      {canResend && (
                        <td>
                          <StyledRowButton
                            variant="secondary"
                            aria-label={t('admin.partnerWebhooks.deliveries.resendLabel', { id: delivery.webhookId })}
                            disabled={resend.isPending}
                            onClick={() => resend.mutate({ path: { ...path, deliveryId: delivery.id } })}
                          >
                            {t('admin.partnerWebhooks.deliveries.resend')}
                          </StyledRowButton>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            </ScrollableTable>
            {page.total > DELIVERIES_PAGE_SIZE && (
              <StyledPager>
                <p>
                  {t('admin.partnerWebhooks.deliveries.pageOf', {
                    from: offset + 1,
                    to: offset + page.items.length,
                    total: page.total,
                  })}
                </p>
                <Button
                  variant="secondary"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - DELIVERIES_PAGE_SIZE))}
                >
                  {t('admin.partnerWebhooks.deliveries.previousPage')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={offset + DELIVERIES_PAGE_SIZE >= page.total}
                  onClick={() => setOffset(offset + DELIVERIES_PAGE_SIZE)}
                >
                  {t('admin.partnerWebhooks.deliveries.nextPage')}
                </Button>
              </StyledPager>
            )}
          </>
        )}
      </QueryState>
    </StyledLog>
  );
}

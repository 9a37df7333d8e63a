import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AdminWaitlistEntryDto } from '../../../api';
import { invalidate } from '../../../api/query-client';
import {
  listAuditEventsQueryKey,
  listWaitlistEntryMessagesOptions,
  listWaitlistEntryMessagesQueryKey,
} from '../../../api/query-options';
import { awaitsDelivery, MessageLog, WAITING_REFRESH_MS } from '../bookings/MessageLog';
import { QueryState } from '../components/QueryState';
import { StyledPanel } from '../components/ScreenParts';
import { useWaitlistTranslation } from './i18n';

/**
 * The e-mails written to one entry of the list (the confirmation asked, the seats offered, the
 * turn passed, the departure cancelled), to read and send again as a booking's are. Opened from
 * the entry's row; the heading takes the focus so that the reader lands on it.
 */
export function WaitlistMessages({ entry }: { entry: AdminWaitlistEntryDto }) {
  const { t } = useWaitlistTranslation();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const path = { path: { id: entry.id } };
  const messages = useQuery({
    ...listWaitlistEntryMessagesOptions(path),
    refetchInterval: (query) => (awaitsDelivery(query.state.data) ? WAITING_REFRESH_MS : false),
  });

  useEffect(() => heading.current?.focus(), [entry.id]);

  return (
    <StyledPanel aria-labelledby="admin-waitlist-messages">
      <h2 id="admin-waitlist-messages" ref={heading} tabIndex={-1}>
        {t('admin.waitlist.messagesTitle', { name: entry.name })}
      </h2>
      <QueryState
        isPending={messages.isPending}
        isError={messages.isError}
        isEmpty={false}
        emptyText=""
        errorText={t('admin.waitlist.messagesError')}
        onRetry={() => void messages.refetch()}
      >
        <MessageLog
          messages={messages.data ?? []}
          intro={t('admin.waitlist.messagesIntro')}
          empty={t('admin.waitlist.messagesEmpty')}
          resendAddress={entry.email}
          onChanged={() => invalidate(queryClient, listWaitlistEntryMessagesQueryKey(path), listAuditEventsQueryKey())}
        />
      </QueryState>
    </StyledPanel>
  );
}

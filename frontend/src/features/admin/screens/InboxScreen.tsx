import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { ContactRequestAdminDto } from '../../../api';
import {
  listContactRequestsOptions,
  listWhatsappClicksOptions,
  updateContactRequestMutation,
  listContactRequestsQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useScreensTranslation } from './i18n';
import { QueryState } from '../components/QueryState';
import {
  ScrollableTable,
  StyledListHeading,
  StyledListPanel,
  StyledListTitle,
  StyledRowButton,
} from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { useAdminHead } from '../use-admin-head';

const PAGE_SIZE = 20;
const CLICKS_SHOWN = 50;

const StyledRequests = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRequest = styled.li<{ $handled: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${({ $handled, theme }) => ($handled ? theme.colors.border : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $handled, theme }) => ($handled ? theme.colors.surfaceWarm : theme.colors.surface)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  p,
  dl {
    margin: 0;
  }

  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  }

  /* Each detail on one line, its name before it. */
  dl > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `0 ${theme.space.xs}`};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledMessage = styled.p`
  white-space: pre-wrap;
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

function RequestDetails({ request }: { request: ContactRequestAdminDto }) {
  const { t } = useScreensTranslation();
  const details = [
    ['phone', request.phone],
    ['trip', request.destinationId],
    ['date', request.travelDate],
    ['airport', request.airport],
  ] as const;
  const shown = details.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <dl>
      {shown.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`admin.inbox.${key}`)}</dt>
          <dd>{key === 'phone' ? <a href={`tel:${value!.replace(/[^\d+]/g, '')}`}>{value}</a> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ContactRequests() {
  const { t, i18n } = useScreensTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const requests = useQuery({
    ...listContactRequestsOptions({ query: { limit: PAGE_SIZE, offset: page * PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const mark = useMutation({
    ...updateContactRequestMutation(),
    onSuccess: (request) => {
      notifySuccess(request.handledAt ? t('admin.inbox.markedHandled') : t('admin.inbox.markedWaiting'));
      return invalidate(queryClient, listContactRequestsQueryKey(), listAuditEventsQueryKey());
    },
    onError: (error) => notifyError(refusalMessage(error) ?? t('admin.common.saveError')),
  });
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / PAGE_SIZE));

  return (
    <StyledListPanel aria-labelledby="admin-inbox-requests">
      <StyledListHeading>
        <h2 id="admin-inbox-requests">{t('admin.inbox.requestsTitle')}</h2>
        {requests.data && requests.data.total > 0 && (
          <p>{t('admin.inbox.waiting', { count: requests.data.waiting })}</p>
        )}
      </StyledListHeading>
      <QueryState
        isPending={requests.isPending}
        isError={requests.isError}
        isEmpty={requests.data?.total === 0}
        emptyText={t('admin.inbox.empty')}
        onRetry={() => void requests.refetch()}
      >
        <StyledRequests>
          {requests.data?.items.map((request) => (
            <StyledRequest key={request.id} $handled={request.handledAt !== null}>
              <h3>{request.name}</h3>
              <StyledMeta>
                {t('admin.inbox.received', { date: formatDateTime(request.createdAt, i18n.language) })}
                {' · '}
                <a href={`mailto:${request.email}`}>{request.email}</a>
              </StyledMeta>
              <RequestDetails request={request} />
              <StyledMessage>{request.message}</StyledMessage>
              {request.handledAt && (
                <StyledMeta>
                  {t('admin.inbox.handled', { date: formatDateTime(request.handledAt, i18n.language) })}
                </StyledMeta>
              )}
              <div>
                <StyledRowButton
                  variant={request.handledAt ? 'secondary' : 'primary'}
                  disabled={mark.isPending && mark.variables?.path.id === request.id}
                  onClick={() => mark.mutate({ path: { id: request.id }, body: { handled: !request.handledAt } })}
                >
                  {request.handledAt ? t('admin.inbox.markWaiting') : t('admin.inbox.markHandled')}
                </StyledRowButton>
              </div>
            </StyledRequest>
          ))}
        </StyledRequests>
        {pages > 1 && (
          <StyledPager>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('admin.inbox.newer')}
            </Button>
            <span>{t('admin.inbox.pageOf', { page: page + 1, pages })}</span>
            <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('admin.inbox.older')}
            </Button>
          </StyledPager>
        )}
      </QueryState>
    </StyledListPanel>
  );
}

function WhatsappClicks() {
  const { t, i18n } = useScreensTranslation();
  const clicks = useQuery(listWhatsappClicksOptions({ query: { limit: CLICKS_SHOWN } }));
  return (
    <StyledListPanel aria-labelledby="admin-inbox-whatsapp">
      <h2 id="admin-inbox-whatsapp">{t('admin.inbox.whatsappTitle')}</h2>
      <p>{t('admin.inbox.whatsappIntro')}</p>
      <QueryState
        isPending={clicks.isPending}
        isError={clicks.isError}
        isEmpty={clicks.data?.length === 0}
        emptyText={t('admin.inbox.whatsappEmpty')}
        onRetry={() => void clicks.refetch()}
      >
        <ScrollableTable label={t('admin.common.table', { name: t('admin.inbox.whatsappTitle') })}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.inbox.whatsappWhen')}</th>
                <th scope="col">{t('admin.inbox.whatsappNumber')}</th>
                <th scope="col">{t('admin.inbox.whatsappTrip')}</th>
                <th scope="col">{t('admin.inbox.whatsappDeparture')}</th>
                <th scope="col">{t('admin.inbox.whatsappAirport')}</th>
                <th scope="col">{t('admin.inbox.whatsappTravellers')}</th>
                <th scope="col">{t('admin.inbox.whatsappBlocked')}</th>
              </tr>
            </thead>
            <tbody>
              {clicks.data?.map((click) => (
                <tr key={click.id}>
                  <td>{formatDateTime(click.clickedAt, i18n.language)}</td>
                  <td>+{click.phoneNumber}</td>
                  <td>{click.tripSlug}</td>
                  <td>{click.departureStartDate ? formatCalendarDate(click.departureStartDate) : '—'}</td>
                  <td>{click.airport ?? '—'}</td>
                  <td>{click.travellers ?? '—'}</td>
                  <td>{click.popupBlocked ? t('admin.inbox.yes') : t('admin.inbox.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      </QueryState>
    </StyledListPanel>
  );
}

export function InboxScreen() {
  const { t } = useScreensTranslation();
  useAdminHead(t('admin.inbox.title'));
  return (
    <>
      <StyledListTitle>
        <h1>{t('admin.inbox.title')}</h1>
        <p>{t('admin.inbox.intro')}</p>
      </StyledListTitle>
      <ContactRequests />
      <WhatsappClicks />
    </>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { IssuedBookingLinkDto } from '../../../api';
import {
  listBookingLinksOptions,
  listBookingLinksQueryKey,
  revokeBookingLinkMutation,
} from '../../../api/query-options';
import { invalidate } from '../../../api/query-client';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { Button } from '../../../components/ui/Button';
import { CopyButton } from '../../../components/ui/CopyButton';
import { FormField } from '../../../components/ui/FormField';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDateTime } from '../format';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledPanel } from '../components/ScreenParts';
import { failureText } from '../ibans/failure';
import { useBookingLinksTranslation } from './i18n';
import { LinkStatusBadge, linkDeparture, useLinkTerms, useLinkValidity } from './IssuedLinkParts';
import { StyledHint, StyledRadios } from './parts';

const PAGE_SIZE = 20;

const StyledSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  > div:first-child {
    flex: 1 1 20rem;
  }
`;

const StyledCell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;

  p {
    margin: 0;
  }
`;

/** Every link staff issued, found by trip, token or notes; each copied again or revoked. */
export function IssuedLinks() {
  const { t, i18n } = useBookingLinksTranslation();
  const ids = useId();
  const queryClient = useQueryClient();
  const terms = useLinkTerms();
  const validity = useLinkValidity();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [offset, setOffset] = useState(0);
  const [toRevoke, setToRevoke] = useState<IssuedBookingLinkDto | null>(null);

  const query = {
    ...(search ? { q: search } : {}),
    status: showAll ? ('all' as const) : ('active' as const),
    limit: PAGE_SIZE,
    offset,
  };
  const links = useQuery({ ...listBookingLinksOptions({ query }), placeholderData: keepPreviousData });

  const revoke = useMutation({
    ...revokeBookingLinkMutation(),
    onSuccess: () => {
      setToRevoke(null);
      notifySuccess(t('admin.bookingLinks.revoked'));
      return invalidate(queryClient, listBookingLinksQueryKey());
    },
    onError: (error) =>
      notifyError(failureText(t, error, 'admin.bookingLinks.revokeError', 'admin.bookingLinks.revokeErrorWith')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(typed.trim());
    setOffset(0);
  };

  const page = links.data;
  return (
    <StyledPanel aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.bookingLinks.issuedTitle')}</h2>
      <p>{t('admin.bookingLinks.issuedIntro')}</p>
      <StyledSearch role="search" onSubmit={submit}>
        <FormField
          label={t('admin.bookingLinks.search')}
          type="search"
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('admin.bookingLinks.searchButton')}
        </Button>
      </StyledSearch>
      <StyledRadios as="div">
        <label>
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => {
              setShowAll(event.target.checked);
              setOffset(0);
            }}
          />
          {t('admin.bookingLinks.showAll')}
        </label>
      </StyledRadios>

      <QueryState
        isPending={links.isPending}
        isError={links.isError}
        isEmpty={page?.items.length === 0}
        emptyText={t('admin.bookingLinks.issuedEmpty')}
        errorText={t('admin.bookingLinks.issuedError')}
        onRetry={() => void links.refetch()}
      >
        {page && (
          <>
            <ScrollableTable label={t('admin.common.table', { name: t('admin.bookingLinks.issuedTitle') })}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.bookingLinks.columnTrip')}</th>
                    <th scope="col">{t('admin.bookingLinks.columnTerms')}</th>
                    <th scope="col">{t('admin.bookingLinks.columnValidity')}</th>
                    <th scope="col">{t('admin.bookingLinks.columnStatus')}</th>
                    <th scope="col">{t('admin.bookingLinks.columnActions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((link) => (
                    <tr key={link.id}>
                      <td>
                        <StyledCell>
                          <p>{linkDeparture(link)}</p>
                          {link.specialNotes && <StyledHint>{link.specialNotes}</StyledHint>}
                        </StyledCell>
                      </td>
                      <td>
                        <StyledCell>
                          {terms(link).map((term) => (
                            <p key={term}>{term}</p>
                          ))}
                        </StyledCell>
                      </td>
                      <td>
                        <StyledCell>
                          <p>{validity(link)}</p>
                          <StyledHint>
                            {t('admin.bookingLinks.createdOn', { date: formatDateTime(link.createdAt, i18n.language) })}{' '}
                            · {t(`admin.bookingLinks.sources.${link.source}`)}
                          </StyledHint>
                        </StyledCell>
                      </td>
                      <td>
                        <LinkStatusBadge status={link.status} />
                      </td>
                      <td>
                        <StyledActions>
                          <CopyButton
                            text={link.url}
                            label={t('admin.bookingLinks.copy')}
                            copiedLabel={t('admin.bookingLinks.copied')}
                            failedText={t('admin.bookingLinks.copyError')}
                          />
                          {link.status !== 'revoked' && (
                            <Button
                              variant="secondary"
                              aria-label={t('admin.bookingLinks.revokeLabel', {
                                trip: link.tripTitle,
                                date: formatCalendarDate(link.startDate),
                              })}
                              onClick={() => setToRevoke(link)}
                            >
                              {t('admin.bookingLinks.revoke')}
                            </Button>
                          )}
                        </StyledActions>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollableTable>
            {page.total > PAGE_SIZE && (
              <StyledPager>
                <p>
                  {t('admin.bookingLinks.pageOf', {
                    from: offset + 1,
                    to: offset + page.items.length,
                    total: page.total,
                  })}
                </p>
                <Button
                  variant="secondary"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                >
                  {t('admin.bookingLinks.previousPage')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={offset + PAGE_SIZE >= page.total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  {t('admin.bookingLinks.nextPage')}
                </Button>
              </StyledPager>
            )}
          </>
        )}
      </QueryState>

      <ConfirmDialog
        open={toRevoke !== null}
        title={t('admin.bookingLinks.revokeTitle')}
        description={t('admin.bookingLinks.revokeDescription')}
        confirmLabel={t('admin.bookingLinks.revokeConfirm')}
        pending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate({ path: { id: toRevoke.id } })}
        onOpenChange={(open) => {
          if (!open) setToRevoke(null);
        }}
      >
        {toRevoke && <p>{linkDeparture(toRevoke)}</p>}
      </ConfirmDialog>
    </StyledPanel>
  );
}

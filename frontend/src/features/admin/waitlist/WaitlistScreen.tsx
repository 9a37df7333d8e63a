import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminWaitlistDto, AdminWaitlistEntryDto } from '../../../api';
import { refusalMessage } from '../../../api/api-error';
import {
  getBookingPolicyOptions,
  getDepartureWaitlistOptions,
  getDepartureWaitlistQueryKey,
  removeWaitlistEntryMutation,
  updateWaitlistEntryMutation,
} from '../../../api/query-options';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { SelectField } from '../../../components/ui/FormField';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { AdminLink } from '../components/AdminLink';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledRowButton } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { useAdminHead } from '../use-admin-head';
import { useWaitlistTranslation } from './i18n';
import { WaitlistMessages } from './WaitlistMessages';

type Change = { kind: 'travellers'; entry: AdminWaitlistEntryDto } | { kind: 'remove'; entry: AdminWaitlistEntryDto };

/** /admin/partenze/:id/lista-attesa: who waits for a full departure, in line order, and what staff may change. */
export function WaitlistScreen() {
  const { t, i18n } = useWaitlistTranslation();
  const language = i18n.language;
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const list = useQuery(getDepartureWaitlistOptions({ path: { id } }));
  const data = list.data;
  useAdminHead(data ? `${t('admin.waitlist.title')} · ${data.tripTitle}` : t('admin.waitlist.title'));
  const [change, setChange] = useState<Change | null>(null);
  const [travellers, setTravellers] = useState(1);
  const [reading, setReading] = useState<string | null>(null);
  // A party waits for at most what one booking may hold, as the server states it.
  const maxTravellers =
    useQuery({ ...getBookingPolicyOptions(), staleTime: 10 * 60_000, select: (policy) => policy.maxTravellers }).data ??
    travellers;

  // Each answer is the departure's list after the change: the table shows it at once.
  const onSuccess = (updated: AdminWaitlistDto, message: string) => {
    queryClient.setQueryData(getDepartureWaitlistQueryKey({ path: { id } }), updated);
    setChange(null);
    notifySuccess(message);
  };
  const onError = (error: unknown) => notifyError(refusalMessage(error) ?? t('admin.waitlist.actionError'));
  const update = useMutation({
    ...updateWaitlistEntryMutation(),
    onSuccess: (updated) => onSuccess(updated, t('admin.waitlist.saved')),
    onError,
  });
  const remove = useMutation({
    ...removeWaitlistEntryMutation(),
    onSuccess: (updated) => onSuccess(updated, t('admin.waitlist.removed', { name: change?.entry.name ?? '' })),
    onError,
  });
  const entries = data?.entries ?? [];
  const readingEntry = entries.find((entry) => entry.id === reading);

  return (
    <>
      <p>
        <AdminLink to="/admin/partenze">{t('admin.waitlist.back')}</AdminLink>
      </p>
      <h1>
        {t('admin.waitlist.title')}
        {data && ` · ${data.tripTitle}, ${formatCalendarDate(data.startDate)} - ${formatCalendarDate(data.endDate)}`}
      </h1>
      <p>{t('admin.waitlist.intro')}</p>
      {data && <p>{t('admin.waitlist.seatsNow', { count: data.spotsAvailable })}</p>}
      <QueryState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={entries.length === 0}
        emptyText={t('admin.waitlist.empty')}
        errorText={t('admin.waitlist.loadError')}
        onRetry={() => void list.refetch()}
      >
        <ScrollableTable label={t('admin.common.table', { name: t('admin.waitlist.title') })}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.waitlist.place')}</th>
                <th scope="col">{t('admin.waitlist.name')}</th>
                <th scope="col">{t('admin.waitlist.contact')}</th>
                <th scope="col">{t('admin.waitlist.travellers')}</th>
                <th scope="col">{t('admin.waitlist.status')}</th>
                <th scope="col">{t('admin.waitlist.since')}</th>
                <th scope="col">{t('admin.waitlist.offerUntil')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('admin.waitlist.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const editable = entry.status === 'unconfirmed' || entry.status === 'waiting';
                const live = editable || entry.status === 'offered';
                return (
                  <tr key={entry.id}>
                    <td>{entry.placeInLine ?? ''}</td>
                    <th scope="row">{entry.name}</th>
                    <td>
                      <a href={`mailto:${entry.email}`}>{entry.email}</a>
                      {entry.phone && (
                        <>
                          <br />
                          <a href={`tel:${entry.phone.replace(/[^+\d]/g, '')}`}>{entry.phone}</a>
                        </>
                      )}
                    </td>
                    <td>{entry.travellers}</td>
                    <td>{t(`admin.waitlist.statuses.${entry.status}`)}</td>
                    <td>{formatShortDateTime(entry.confirmedAt ?? entry.createdAt, language)}</td>
                    <td>{entry.offerExpiresAt ? formatShortDateTime(entry.offerExpiresAt, language) : ''}</td>
                    <td>
                      {editable && (
                        <StyledRowButton
                          variant="secondary"
                          aria-label={t('admin.waitlist.changeLabel', { name: entry.name })}
                          onClick={() => {
                            setTravellers(entry.travellers);
                            setChange({ kind: 'travellers', entry });
                          }}
                        >
                          {t('admin.waitlist.change')}
                        </StyledRowButton>
                      )}{' '}
                      {live && (
                        <StyledRowButton
                          variant="secondary"
                          aria-label={t('admin.waitlist.removeLabel', { name: entry.name })}
                          onClick={() => setChange({ kind: 'remove', entry })}
                        >
                          {t('admin.waitlist.remove')}
                        </StyledRowButton>
                      )}{' '}
                      <StyledRowButton
                        variant="secondary"
                        aria-label={t('admin.waitlist.messagesLabel', { name: entry.name })}
                        aria-pressed={reading === entry.id}
                        onClick={() => setReading(entry.id)}
                      >
                        {t('admin.waitlist.messages')}
                      </StyledRowButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollableTable>
      </QueryState>
      {readingEntry && <WaitlistMessages key={readingEntry.id} entry={readingEntry} />}
      <ConfirmDialog
        open={change?.kind === 'travellers'}
        title={t('admin.waitlist.changeTitle', { name: change?.entry.name ?? '' })}
        description={t('admin.waitlist.changeDescription')}
        confirmLabel={t('admin.waitlist.save')}
        pending={update.isPending}
        onConfirm={() => change && update.mutate({ path: { id: change.entry.id }, body: { travellers } })}
        onOpenChange={(open) => !open && setChange(null)}
      >
        <SelectField
          label={t('admin.waitlist.changeField')}
          value={travellers}
          onChange={(event) => setTravellers(Number(event.target.value))}
        >
          {Array.from({ length: Math.max(maxTravellers, travellers) }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      </ConfirmDialog>
      <ConfirmDialog
        open={change?.kind === 'remove'}
        title={t('admin.waitlist.removeTitle', { name: change?.entry.name ?? '' })}
        description={t('admin.waitlist.removeDescription')}
        confirmLabel={t('admin.waitlist.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => change && remove.mutate({ path: { id: change.entry.id } })}
        onOpenChange={(open) => !open && setChange(null)}
      />
    </>
  );
}

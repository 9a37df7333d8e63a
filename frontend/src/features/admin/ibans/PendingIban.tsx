import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { IbanDto } from '../../../api';
import {
  approveIbanMutation,
  cancelIbanMutation,
  getActiveIbanQueryKey,
  getCurrentAdminOptions,
  listAuditEventsQueryKey,
  listIbansQueryKey,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { formatDateTime } from '../format';
import { useIbansTranslation } from './i18n';

const StyledWaiting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

const StyledStatus = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A saved IBAN waiting for approval (decision A8): who added it, when it becomes usable by
 * itself, and that no link pays into it before. Another owner approves it (the password is
 * asked again); any owner cancels it.
 */
export function PendingIban({ iban }: { iban: IbanDto }) {
  const { t, i18n } = useIbansTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(getCurrentAdminOptions());
  const decided = () =>
    invalidate(queryClient, listIbansQueryKey(), getActiveIbanQueryKey(), listAuditEventsQueryKey());
  const failed = (error: unknown) =>
    notifyError(t('admin.ibans.active.decisionError', { message: refusalMessage(error) ?? '' }));

  const approve = useMutation({
    ...approveIbanMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.ibans.pending.approved'));
      return decided();
    },
    onError: failed,
  });
  const cancel = useMutation({
    ...cancelIbanMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.ibans.pending.cancelled'));
      return decided();
    },
    onError: failed,
  });

  const request = iban.pendingApproval;
  if (!request) return null;
  const mine = me.data?.id === request.requestedBy;
  const owner = me.data?.role === 'owner';
  const busy = approve.isPending || cancel.isPending;

  return (
    <StyledWaiting>
      <StyledStatus>{t('admin.ibans.pending.status')}</StyledStatus>
      <p>
        {t('admin.ibans.pending.by', {
          email: request.requestedByEmail,
          date: formatDateTime(request.requestedAt, i18n.language),
        })}
      </p>
      <p>
        {request.effectiveAt
          ? t('admin.ibans.pending.whenAt', { date: formatDateTime(request.effectiveAt, i18n.language) })
          : t('admin.ibans.pending.whenApproval')}
      </p>
      <p>{t('admin.ibans.pending.noLinks')}</p>
      {owner && (
        <StyledActions>
          {mine ? (
            <p>{t('admin.ibans.pending.mine')}</p>
          ) : (
            <Button
              disabled={busy}
              aria-label={t('admin.ibans.pending.approveLabel', { iban: iban.ibanFormatted })}
              onClick={() => approve.mutate({ path: { id: iban.id } })}
            >
              {approve.isPending ? t('admin.ibans.pending.approving') : t('admin.ibans.pending.approve')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('admin.ibans.pending.cancelLabel', { iban: iban.ibanFormatted })}
            onClick={() => cancel.mutate({ path: { id: iban.id } })}
          >
            {cancel.isPending ? t('admin.ibans.pending.cancelling') : t('admin.ibans.pending.cancel')}
          </Button>
        </StyledActions>
      )}
    </StyledWaiting>
  );
}

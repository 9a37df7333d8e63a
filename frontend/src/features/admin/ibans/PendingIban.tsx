import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { ApprovalWaiting } from '../components/ApprovalWaiting';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { formatDateTime } from '../format';
import { useIbansTranslation } from './i18n';

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
  return (
    <ApprovalWaiting
      request={request}
      me={me.data}
      approving={approve.isPending}
      cancelling={cancel.isPending}
      onApprove={() => approve.mutate({ path: { id: iban.id } })}
      onCancel={() => cancel.mutate({ path: { id: iban.id } })}
      words={{
        status: t('admin.ibans.pending.status'),
        requested: t('admin.ibans.pending.by', {
          email: request.requestedByEmail,
          date: formatDateTime(request.requestedAt, i18n.language),
        }),
        applies: request.effectiveAt
          ? t('admin.ibans.pending.whenAt', { date: formatDateTime(request.effectiveAt, i18n.language) })
          : t('admin.ibans.pending.whenApproval'),
        meanwhile: t('admin.ibans.pending.noLinks'),
        mine: t('admin.ibans.pending.mine'),
        approve: approve.isPending ? t('admin.ibans.pending.approving') : t('admin.ibans.pending.approve'),
        approveLabel: t('admin.ibans.pending.approveLabel', { iban: iban.ibanFormatted }),
        cancel: cancel.isPending ? t('admin.ibans.pending.cancelling') : t('admin.ibans.pending.cancel'),
        cancelLabel: t('admin.ibans.pending.cancelLabel', { iban: iban.ibanFormatted }),
      }}
    />
  );
}

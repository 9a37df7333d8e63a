import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto, OwnerGrantDto } from '../../../api';
import {
  approveOwnerGrantMutation,
  cancelOwnerGrantMutation,
  listAdminUsersQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { ApprovalWaiting } from '../components/ApprovalWaiting';
import { formatDateTime } from '../format';
import { useScreensTranslation } from './i18n';

interface OwnerGrantWaitingProps {
  user: AdminUserDto;
  grant: OwnerGrantDto;
  /** The signed-in admin, when known: only owners decide, and not on their own request. */
  me: { id: string; role: AdminUserDto['role'] } | undefined;
}

/**
 * An account asked to become an owner (decision A8): who asked, when it applies by itself, and
 * for the other owners Approve (the password is asked again) and Cancel.
 */
export function OwnerGrantWaiting({ user, grant, me }: OwnerGrantWaitingProps) {
  const { t, i18n } = useScreensTranslation();
  const queryClient = useQueryClient();
  const decided = () => invalidate(queryClient, listAdminUsersQueryKey(), listAuditEventsQueryKey());
  const failed = (error: unknown) => notifyError(t('admin.staff.grantError', { message: refusalMessage(error) ?? '' }));
  const approve = useMutation({
    ...approveOwnerGrantMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.staff.grantApproved'));
      return decided();
    },
    onError: failed,
  });
  const cancel = useMutation({
    ...cancelOwnerGrantMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.staff.grantCancelled'));
      return decided();
    },
    onError: failed,
  });
  return (
    <ApprovalWaiting
      inRow
      request={grant}
      me={me}
      approving={approve.isPending}
      cancelling={cancel.isPending}
      onApprove={() => approve.mutate({ path: { id: grant.id } })}
      onCancel={() => cancel.mutate({ path: { id: grant.id } })}
      words={{
        status: t('admin.staff.grantStatus'),
        requested: t('admin.staff.grantBy', {
          email: grant.requestedByEmail,
          date: formatDateTime(grant.requestedAt, i18n.language),
        }),
        applies: grant.effectiveAt
          ? t('admin.staff.grantWhenAt', { date: formatDateTime(grant.effectiveAt, i18n.language) })
          : t('admin.staff.grantWhenApproval'),
        mine: t('admin.staff.grantMine'),
        approve: approve.isPending ? t('admin.staff.grantApproving') : t('admin.staff.grantApprove'),
        approveLabel: t('admin.staff.grantApproveLabel', { email: user.email }),
        cancel: cancel.isPending ? t('admin.staff.grantCancelling') : t('admin.staff.grantCancel'),
        cancelLabel: t('admin.staff.grantCancelLabel', { email: user.email }),
      }}
    />
  );
}

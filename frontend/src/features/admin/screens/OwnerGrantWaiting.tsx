import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
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
import { StyledRowButton } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { useScreensTranslation } from './i18n';

const StyledWaiting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

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
  const busy = approve.isPending || cancel.isPending;

  return (
    <StyledWaiting>
      <StyledStatus>{t('admin.staff.grantStatus')}</StyledStatus>
      <p>
        {t('admin.staff.grantBy', {
          email: grant.requestedByEmail,
          date: formatDateTime(grant.requestedAt, i18n.language),
        })}
      </p>
      <p>
        {grant.effectiveAt
          ? t('admin.staff.grantWhenAt', { date: formatDateTime(grant.effectiveAt, i18n.language) })
          : t('admin.staff.grantWhenApproval')}
      </p>
      {me?.role === 'owner' && (
        <StyledActions>
          {me.id === grant.requestedBy ? (
            <p>{t('admin.staff.grantMine')}</p>
          ) : (
            <StyledRowButton
              disabled={busy}
              aria-label={t('admin.staff.grantApproveLabel', { email: user.email })}
              onClick={() => approve.mutate({ path: { id: grant.id } })}
            >
              {approve.isPending ? t('admin.staff.grantApproving') : t('admin.staff.grantApprove')}
            </StyledRowButton>
          )}
          <StyledRowButton
            variant="secondary"
            disabled={busy}
            aria-label={t('admin.staff.grantCancelLabel', { email: user.email })}
            onClick={() => cancel.mutate({ path: { id: grant.id } })}
          >
            {cancel.isPending ? t('admin.staff.grantCancelling') : t('admin.staff.grantCancel')}
          </StyledRowButton>
        </StyledActions>
      )}
    </StyledWaiting>
  );
}

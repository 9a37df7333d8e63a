import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { IbanSwitchDto } from '../../../api';
import {
  approveIbanSwitchMutation,
  cancelIbanSwitchMutation,
  getActiveIbanOptions,
  getActiveIbanQueryKey,
  getCurrentAdminOptions,
  listAuditEventsQueryKey,
  listIbansQueryKey,
} from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { AdminLink } from '../components/AdminLink';
import { Details } from '../components/Details';
import { StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { useIbansTranslation } from './i18n';

/** The active IBAN's page, where a waiting switch is approved or cancelled. */
const ACTIVE_IBAN_PAGE = '/admin/iban-attivo';

const StyledPendingPanel = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * 'Cambio in attesa': the IBAN an owner asked to make the system one, who asked and when it
 * applies. Another owner approves it (the password is asked again); any owner cancels it.
 */
export function PendingIbanSwitch({ pending }: { pending: IbanSwitchDto }) {
  const { t, i18n } = useIbansTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(getCurrentAdminOptions());
  const decided = () =>
    invalidate(queryClient, getActiveIbanQueryKey(), listIbansQueryKey(), listAuditEventsQueryKey());
  const failed = (error: unknown) =>
    notifyError(t('admin.ibans.active.decisionError', { message: refusalMessage(error) ?? '' }));

  const approve = useMutation({
    ...approveIbanSwitchMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.ibans.active.approved'));
      return decided();
    },
    onError: failed,
  });
  const cancel = useMutation({
    ...cancelIbanSwitchMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.ibans.active.cancelled'));
      return decided();
    },
    onError: failed,
  });
  const mine = me.data?.id === pending.requestedBy;
  const owner = me.data?.role === 'owner';
  const when = pending.effectiveAt
    ? t('admin.ibans.active.pendingWhenAt', { date: formatDateTime(pending.effectiveAt, i18n.language) })
    : t('admin.ibans.active.pendingWhenApproval');

  return (
    <StyledPendingPanel aria-labelledby="admin-active-pending">
      <h2 id="admin-active-pending">{t('admin.ibans.active.pendingTitle')}</h2>
      <p>{t('admin.ibans.active.pendingIntro')}</p>
      <Details
        rows={[
          [t('admin.ibans.active.holder'), pending.iban.accountHolder],
          [t('admin.ibans.active.iban'), pending.iban.ibanFormatted],
          [t('admin.ibans.active.bank'), pending.iban.bankName],
          [t('admin.ibans.active.pendingBy'), pending.requestedByEmail],
          [t('admin.ibans.active.pendingAt'), formatDateTime(pending.requestedAt, i18n.language)],
          [t('admin.ibans.active.pendingWhen'), when],
        ]}
      />
      {owner && (
        <StyledActions>
          {mine ? (
            <p>{t('admin.ibans.active.ownRequest')}</p>
          ) : (
            <Button
              disabled={approve.isPending || cancel.isPending}
              onClick={() => approve.mutate({ path: { id: pending.id } })}
            >
              {approve.isPending ? t('admin.ibans.active.approving') : t('admin.ibans.active.approve')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={approve.isPending || cancel.isPending}
            onClick={() => cancel.mutate({ path: { id: pending.id } })}
          >
            {cancel.isPending ? t('admin.ibans.active.cancelling') : t('admin.ibans.active.cancel')}
          </Button>
        </StyledActions>
      )}
    </StyledPendingPanel>
  );
}

const StyledNotice = styled(StyledPendingPanel)`
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/**
 * On the admin home, for everyone: a switch of the system IBAN waits. Whoever did not expect
 * it sees it at once; nothing when none waits or when the question fails.
 */
export function PendingIbanSwitchNotice() {
  const { t, i18n } = useIbansTranslation();
  const active = useQuery(getActiveIbanOptions());
  const pending = active.data?.pendingSwitch;
  if (!pending) return null;
  return (
    <StyledNotice aria-labelledby="admin-home-iban-switch">
      <h2 id="admin-home-iban-switch">{t('admin.ibans.active.homeTitle')}</h2>
      <p>
        {t('admin.ibans.active.homeText', {
          email: pending.requestedByEmail,
          holder: pending.iban.accountHolder,
          iban: pending.iban.ibanFormatted,
          date: formatDateTime(pending.requestedAt, i18n.language),
        })}
      </p>
      <AdminLink to={ACTIVE_IBAN_PAGE}>{t('admin.ibans.active.homeLink')}</AdminLink>
    </StyledNotice>
  );
}

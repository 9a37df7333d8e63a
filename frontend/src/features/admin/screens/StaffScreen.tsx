import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AdminRole, AdminUserDto } from '../../../api';
import {
  createAdminUserMutation,
  getCurrentAdminOptions,
  listAdminUsersOptions,
  updateAdminUserMutation,
  listAdminUsersQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { fieldMessages, refusalMessage, refusalStatus } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useScreensTranslation } from './i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormField, SelectField } from '../../../components/ui/FormField';
import { QueryState } from '../components/QueryState';
import {
  ScrollableTable,
  StyledForm,
  StyledListPanel,
  StyledListTitle,
  StyledPanel,
  StyledRowButton,
} from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { useAdminHead } from '../use-admin-head';
import { OwnerGrantWaiting } from './OwnerGrantWaiting';

/** Wide enough for the date in words: on a phone the table scrolls inside its frame, never the page. */
const StyledTable = styled.table`
  min-width: 44rem;
`;

const StyledStatus = styled.span<{ $active: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.accent)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSelfHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The server's rule: see backend/src/auth/dto/admin-password.validator.ts. */
export const MIN_PASSWORD_LENGTH = 12;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewAccountValues {
  email: string;
  password: string;
  role: AdminRole;
}

/** What a confirmation is about: the account's access, or its role. */
interface PendingChange {
  user: AdminUserDto;
  change: 'active' | 'role';
}

export function StaffScreen() {
  const { t, i18n } = useScreensTranslation();
  useAdminHead(t('admin.staff.title'));
  const queryClient = useQueryClient();
  const users = useQuery(listAdminUsersOptions());
  const me = useQuery(getCurrentAdminOptions());
  const [confirming, setConfirming] = useState<PendingChange | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewAccountValues>({ defaultValues: { email: '', password: '', role: 'staff' } });

  const changed = () => invalidate(queryClient, listAdminUsersQueryKey(), listAuditEventsQueryKey());

  const create = useMutation({
    ...createAdminUserMutation(),
    onSuccess: (user) => {
      notifySuccess(user.ownerGrant ? t('admin.staff.addedOwnerAsked') : t('admin.staff.added'));
      reset();
      return changed();
    },
    onError: (error) => {
      const details = fieldMessages(error);
      if (details.email?.[0]) setError('email', { message: details.email[0] });
      if (details.password?.[0]) setError('password', { message: details.password[0] });
      if (refusalStatus(error) === 409) setError('email', { message: refusalMessage(error) });
      else if (!details.email && !details.password) notifyError(refusalMessage(error) ?? t('admin.common.saveError'));
    },
  });

  const update = useMutation({
    ...updateAdminUserMutation(),
    onSuccess: (user, { body }) => {
      // Made owner, the account waits for another owner's approval (decision A8).
      if (body.role === 'owner')
        notifySuccess(user.ownerGrant ? t('admin.staff.ownerAsked') : t('admin.staff.madeOwner'));
      else if (body.role !== undefined) notifySuccess(t('admin.staff.madeStaff'));
      else notifySuccess(user.isActive ? t('admin.staff.enabled') : t('admin.staff.disabled'));
      setConfirming(null);
      return changed();
    },
    onError: (error) => {
      setConfirming(null);
      notifyError(refusalMessage(error) ?? t('admin.common.saveError'));
    },
  });

  /** The dialog's words for the change being confirmed. */
  const confirmation = (pending: PendingChange | null) => {
    const email = pending?.user.email ?? '';
    if (pending?.change === 'role') {
      const toOwner = pending.user.role !== 'owner';
      return {
        title: toOwner ? t('admin.staff.confirmOwnerTitle') : t('admin.staff.confirmStaffTitle'),
        description: t(toOwner ? 'admin.staff.confirmOwnerText' : 'admin.staff.confirmStaffText', { email }),
        confirmLabel: toOwner ? t('admin.staff.makeOwner') : t('admin.staff.makeStaff'),
      };
    }
    const disabling = pending?.user.isActive ?? false;
    return {
      title: disabling ? t('admin.staff.confirmDisableTitle') : t('admin.staff.confirmEnableTitle'),
      description: t(disabling ? 'admin.staff.confirmDisableText' : 'admin.staff.confirmEnableText', { email }),
      confirmLabel: disabling ? t('admin.staff.disable') : t('admin.staff.enable'),
    };
  };

  const submit = handleSubmit((values) =>
    create.mutate({ body: { email: values.email.trim(), password: values.password, role: values.role } }),
  );

  return (
    <>
      <StyledListTitle>
        <h1>{t('admin.staff.title')}</h1>
        <p>{t('admin.staff.intro')}</p>
      </StyledListTitle>
      <StyledListPanel aria-labelledby="admin-staff-list">
        <h2 id="admin-staff-list">{t('admin.staff.listTitle')}</h2>
        <QueryState
          isPending={users.isPending}
          isError={users.isError}
          isEmpty={users.data?.length === 0}
          emptyText={t('admin.staff.empty')}
          onRetry={() => void users.refetch()}
        >
          <ScrollableTable label={t('admin.common.table', { name: t('admin.staff.listTitle') })}>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('admin.staff.email')}</th>
                  <th scope="col">{t('admin.staff.role')}</th>
                  <th scope="col">{t('admin.staff.status')}</th>
                  <th scope="col">{t('admin.staff.lastLogin')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {users.data?.map((user) => {
                  const isMe = user.id === me.data?.id;
                  return (
                    <tr key={user.id}>
                      <td>
                        {user.email} {isMe && t('admin.staff.you')}
                      </td>
                      <td>
                        {t(`admin.staff.roles.${user.role}`)}
                        {user.ownerGrant && <OwnerGrantWaiting user={user} grant={user.ownerGrant} me={me.data} />}
                      </td>
                      <td>
                        <StyledStatus $active={user.isActive}>
                          {user.isActive ? t('admin.staff.active') : t('admin.staff.inactive')}
                        </StyledStatus>
                      </td>
                      <td>
                        {user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('admin.staff.never')}
                      </td>
                      <td>
                        <StyledActions>
                          {isMe ? (
                            <StyledSelfHint>{t('admin.staff.selfHint')}</StyledSelfHint>
                          ) : (
                            <StyledRowButton
                              variant="secondary"
                              aria-label={t(user.isActive ? 'admin.staff.disableLabel' : 'admin.staff.enableLabel', {
                                email: user.email,
                              })}
                              onClick={() => setConfirming({ user, change: 'active' })}
                            >
                              {user.isActive ? t('admin.staff.disable') : t('admin.staff.enable')}
                            </StyledRowButton>
                          )}
                          {!isMe && !user.ownerGrant && (
                            <StyledRowButton
                              variant="secondary"
                              aria-label={t(
                                user.role === 'owner' ? 'admin.staff.makeStaffLabel' : 'admin.staff.makeOwnerLabel',
                                { email: user.email },
                              )}
                              onClick={() => setConfirming({ user, change: 'role' })}
                            >
                              {user.role === 'owner' ? t('admin.staff.makeStaff') : t('admin.staff.makeOwner')}
                            </StyledRowButton>
                          )}
                        </StyledActions>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </StyledTable>
          </ScrollableTable>
        </QueryState>
      </StyledListPanel>

      <StyledPanel aria-labelledby="admin-staff-add">
        <h2 id="admin-staff-add">{t('admin.staff.addTitle')}</h2>
        <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-staff-add">
          <FormField
            label={t('admin.staff.addEmail')}
            type="email"
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email', {
              required: t('admin.common.fieldRequired'),
              pattern: { value: EMAIL_PATTERN, message: t('admin.common.emailInvalid') },
            })}
          />
          <FormField
            label={t('admin.staff.addPassword')}
            hint={t('admin.staff.addPasswordHint')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password', {
              required: t('admin.common.fieldRequired'),
              minLength: { value: MIN_PASSWORD_LENGTH, message: t('admin.common.passwordTooShort') },
            })}
          />
          <SelectField label={t('admin.staff.addRole')} hint={t('admin.staff.addRoleHint')} {...register('role')}>
            <option value="staff">{t('admin.staff.roles.staff')}</option>
            <option value="owner">{t('admin.staff.roles.owner')}</option>
          </SelectField>
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('admin.staff.adding') : t('admin.staff.add')}
            </Button>
          </div>
        </StyledForm>
      </StyledPanel>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        {...confirmation(confirming)}
        pending={update.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const { user, change } = confirming;
          const body =
            change === 'role'
              ? { role: user.role === 'owner' ? ('staff' as const) : ('owner' as const) }
              : { isActive: !user.isActive };
          update.mutate({ path: { id: user.id }, body });
        }}
      />
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changeAdminPasswordMutation, listAuditEventsQueryKey } from '../../../api/query-options';
import { fieldMessages, refusalMessage, refusalStatus } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useScreensTranslation } from './i18n';
import { FormField } from '../../../components/ui/FormField';
import { StyledForm, StyledIntro, StyledPanel } from '../components/ScreenParts';
import { useAdminHead } from '../use-admin-head';
import { MIN_PASSWORD_LENGTH } from './StaffScreen';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const empty: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function PasswordScreen() {
  const { t } = useScreensTranslation();
  useAdminHead(t('admin.password.title'));
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues>({ defaultValues: empty });

  const change = useMutation({
    ...changeAdminPasswordMutation(),
    onSuccess: () => {
      notifySuccess(t('admin.password.changed'));
      reset(empty);
      return invalidate(queryClient, listAuditEventsQueryKey());
    },
    onError: (error) => {
      const details = fieldMessages(error);
      const message = refusalMessage(error);
      if (details.newPassword?.[0]) setError('newPassword', { message: details.newPassword[0] });
      else if (refusalStatus(error) === 400 && message) setError('currentPassword', { message });
      else notifyError(message ?? t('admin.common.saveError'));
    },
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ body: { currentPassword, newPassword } }),
  );

  return (
    <>
      <h1>{t('admin.password.title')}</h1>
      <StyledIntro>{t('admin.password.intro')}</StyledIntro>
      <StyledPanel aria-label={t('admin.password.title')}>
        <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.password.title')}>
          <FormField
            label={t('admin.password.current')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword', { required: t('admin.common.fieldRequired') })}
          />
          <FormField
            label={t('admin.password.next')}
            hint={t('admin.password.nextHint')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword', {
              required: t('admin.common.fieldRequired'),
              minLength: { value: MIN_PASSWORD_LENGTH, message: t('admin.common.passwordTooShort') },
            })}
          />
          <FormField
            label={t('admin.password.repeat')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.repeatPassword?.message}
            {...register('repeatPassword', {
              required: t('admin.common.fieldRequired'),
              validate: (value, values) => value === values.newPassword || t('admin.password.mismatch'),
            })}
          />
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('admin.password.submitting') : t('admin.password.submit')}
            </Button>
          </div>
        </StyledForm>
      </StyledPanel>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { stepUpAdmin } from '../../../api';
import { refusalCode, refusalMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { useAdminTranslation } from '../i18n';
import { registerStepUpPrompt, stepUpToken, type StepUpPrompt } from '../step-up';
import { AdminDialog, DialogActions, DialogClose } from './AdminDialog';
import { StyledForm } from './ScreenParts';

type Settle = (token: ReturnType<typeof stepUpToken> | null) => void;

/**
 * 'Conferma con la password': opened by the step-up mechanism (step-up.ts) when an owner's
 * operation needs the password again. Cancelling gives up the operation, which then shows
 * the server's own refusal.
 */
export function StepUpDialog() {
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  const settle = useRef<Settle | null>(null);

  useEffect(() => {
    const ask: StepUpPrompt = () =>
      new Promise((resolve) => {
        settle.current = resolve;
        setOpen(true);
      });
    const unregister = registerStepUpPrompt(ask);
    return () => {
      unregister();
      // Leaving the area (signed out, session ended) gives up a question still open.
      settle.current?.(null);
      settle.current = null;
    };
  }, []);

  const finish = (token: ReturnType<typeof stepUpToken> | null) => {
    settle.current?.(token);
    settle.current = null;
    setOpen(false);
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) finish(null);
      }}
      title={t('admin.stepUp.title')}
      description={t('admin.stepUp.intro')}
    >
      {open && <StepUpForm onDone={finish} />}
    </AdminDialog>
  );
}

function StepUpForm({ onDone }: { onDone: Settle }) {
  const { t } = useAdminTranslation();
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setPending(true);
    try {
      const { data } = await stepUpAdmin({ body: { password }, throwOnError: true });
      onDone(stepUpToken(data.accessToken, data.expiresIn));
    } catch (error) {
      setPending(false);
      const code = refusalCode(error);
      setError('password', {
        message:
          code === 'INVALID_CREDENTIALS'
            ? t('admin.stepUp.wrong')
            : (refusalMessage(error) ?? t('admin.common.saveError')),
      });
    }
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.stepUp.title')}>
      <FormField
        label={t('admin.stepUp.password')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        error={errors.password?.message}
        {...register('password', { required: t('admin.common.fieldRequired') })}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? t('admin.stepUp.checking') : t('admin.stepUp.confirm')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

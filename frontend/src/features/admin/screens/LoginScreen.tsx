import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginAdminMutation } from '../../../api/query-options';
import { refusalMessage, refusalStatus } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { useScreensTranslation } from './i18n';
import { FormField } from '../../../components/ui/FormField';
import { Redirect } from '../components/Redirect';
import { StyledForm, StyledIntro } from '../components/ScreenParts';
import { RETURN_PARAM, safeReturnAddress } from '../return-address';
import { startAdminSession } from '../session';
import { useAdminHead } from '../use-admin-head';
import { useSignedIn } from '../use-admin-session';

const StyledPage = styled.main`
  display: grid;
  align-content: start;
  justify-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceWarm};
`;

const StyledCard = styled.div`
  width: min(100%, 32rem);
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

const StyledProblem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface LoginValues {
  email: string;
  password: string;
}

export function LoginScreen() {
  const { t } = useScreensTranslation();
  useAdminHead(t('admin.login.title'));
  const { search } = useLocation();
  const returnTo = safeReturnAddress(new URLSearchParams(search).get(RETURN_PARAM));
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const login = useMutation({
    ...loginAdminMutation(),
    onSuccess: ({ accessToken, expiresIn }) => {
      startAdminSession(accessToken, expiresIn);
      void navigate(returnTo, { replace: true });
    },
  });

  if (signedIn && !login.isSuccess) return <Redirect to={returnTo} />;

  const problem = (() => {
    if (!login.isError) return null;
    const status = refusalStatus(login.error);
    if (status === 401) return t('admin.login.invalidCredentials');
    if (status === 429) return refusalMessage(login.error) ?? t('admin.login.throttled');
    return t('admin.login.failed');
  })();

  const submit = handleSubmit((values) =>
    login.mutate({ body: { email: values.email.trim(), password: values.password } }),
  );

  return (
    <StyledPage>
      <StyledCard>
        <h1>{t('admin.login.title')}</h1>
        <StyledIntro>{t('admin.login.intro')}</StyledIntro>
        <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.login.title')}>
          {problem && <StyledProblem role="alert">{problem}</StyledProblem>}
          <FormField
            label={t('admin.login.email')}
            type="email"
            autoComplete="username"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email', { required: t('admin.common.fieldRequired') })}
          />
          <FormField
            label={t('admin.login.password')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { required: t('admin.common.fieldRequired') })}
          />
          <div>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
            </Button>
          </div>
        </StyledForm>
      </StyledCard>
    </StyledPage>
  );
}

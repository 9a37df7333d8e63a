import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  getActiveIbanOptions,
  listIbansOptions,
  switchActiveIbanMutation,
  getActiveIbanQueryKey,
  listIbansQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useIbansTranslation } from './i18n';
import { QueryState } from '../components/QueryState';
import { StyledForm, StyledIntro, StyledPanel } from '../components/ScreenParts';
import { useAdminHead } from '../use-admin-head';
import { DemoIbanBadge, DemoIbanWarning } from './DemoIban';
import { failureText } from './failure';
import { PendingIbanSwitch } from './PendingIbanSwitch';
import {
  LINK_GENERATOR_PAGE,
  StyledButtonLink,
  StyledField,
  StyledFieldError,
  StyledLabel,
  StyledSelect,
  StyledWarning,
} from './parts';

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    word-break: break-word;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface SwitchValues {
  ibanId: string;
}

/** Which saved IBAN the site's own checkout pays into: without one, online booking is closed. */
export function ActiveIbanScreen() {
  const { t } = useIbansTranslation();
  useAdminHead(t('admin.ibans.active.title'));
  const ids = useId();
  const queryClient = useQueryClient();
  const active = useQuery(getActiveIbanOptions());
  const ibans = useQuery(listIbansOptions());
  const current = active.data?.iban ?? null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SwitchValues>({ defaultValues: { ibanId: '' } });

  const change = useMutation({
    ...switchActiveIbanMutation(),
    onError: (error) =>
      notifyError(failureText(t, error, 'admin.ibans.active.updateError', 'admin.ibans.active.updateErrorWith')),
  });

  const submit = handleSubmit(async ({ ibanId }) => {
    let answer;
    try {
      answer = await change.mutateAsync({ body: { ibanId } });
    } catch {
      return;
    }
    reset();
    // The answer of the change is not the proof: what the system reads afterwards is.
    await invalidate(queryClient, getActiveIbanQueryKey(), listIbansQueryKey(), listAuditEventsQueryKey());
    const readBack = await queryClient.fetchQuery({ ...getActiveIbanOptions(), staleTime: 0 });
    // A later switch waits for another owner, or 24 hours (202): the panel below shows it.
    if ('switch' in answer) {
      if (readBack.pendingSwitch?.ibanId === ibanId) notifySuccess(t('admin.ibans.active.requested'));
      else notifyError(t('admin.ibans.active.mismatch'));
    } else if (readBack.iban?.id === ibanId) notifySuccess(t('admin.ibans.active.updated'));
    else notifyError(t('admin.ibans.active.mismatch'));
  });

  // An IBAN waiting for approval cannot become the system one (decision A8).
  const choices = ibans.data?.filter((iban) => iban.isActive && iban.approval === 'approved') ?? [];
  const selectError = errors.ibanId?.message;

  return (
    <>
      <h1>{t('admin.ibans.active.title')}</h1>
      <StyledIntro>{t('admin.ibans.active.intro')}</StyledIntro>

      <StyledPanel aria-labelledby="admin-active-current">
        <h2 id="admin-active-current">{t('admin.ibans.active.currentTitle')}</h2>
        <QueryState
          isPending={active.isPending}
          isError={active.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void active.refetch()}
        >
          {current ? (
            <>
              {current.isDemo && <DemoIbanWarning />}
              <StyledDetails>
                <dt>{t('admin.ibans.active.holder')}</dt>
                <dd>{current.accountHolder}</dd>
                <dt>{t('admin.ibans.active.iban')}</dt>
                <dd>
                  {current.ibanFormatted}
                  {current.isDemo && (
                    <>
                      {' '}
                      <DemoIbanBadge />
                    </>
                  )}
                </dd>
                <dt>{t('admin.ibans.active.bank')}</dt>
                <dd>{current.bankName}</dd>
              </StyledDetails>
            </>
          ) : (
            <StyledWarning role="alert">
              <p>{t('admin.ibans.active.none')}</p>
              <p>{t('admin.ibans.active.noneText')}</p>
            </StyledWarning>
          )}
        </QueryState>
      </StyledPanel>

      {active.data?.pendingSwitch && <PendingIbanSwitch pending={active.data.pendingSwitch} />}

      <StyledPanel aria-labelledby="admin-active-change">
        <h2 id="admin-active-change">{t('admin.ibans.active.changeTitle')}</h2>
        <QueryState
          isPending={ibans.isPending}
          isError={ibans.isError}
          isEmpty={false}
          emptyText=""
          errorText={t('admin.ibans.manager.loadError')}
          onRetry={() => void ibans.refetch()}
        >
          {choices.length === 0 ? (
            <StyledWarning>
              <p>{t('admin.ibans.active.noIbans')}</p>
              <p>{t('admin.ibans.active.noIbansText')}</p>
              <StyledActions>
                <StyledButtonLink to="/admin">{t('admin.ibans.active.toHome')}</StyledButtonLink>
                <StyledButtonLink to={LINK_GENERATOR_PAGE}>{t('admin.ibans.active.toGenerator')}</StyledButtonLink>
              </StyledActions>
            </StyledWarning>
          ) : (
            <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-active-change">
              <StyledField>
                <StyledLabel htmlFor={`${ids}-iban`}>{t('admin.ibans.active.select')}</StyledLabel>
                <StyledSelect
                  id={`${ids}-iban`}
                  aria-required
                  aria-invalid={selectError ? true : undefined}
                  aria-describedby={selectError ? `${ids}-iban-error` : undefined}
                  {...register('ibanId', {
                    validate: (value) => {
                      if (!value) return t('admin.ibans.active.selectFirst');
                      if (value === current?.id) return t('admin.ibans.active.alreadyActive');
                      return true;
                    },
                  })}
                >
                  <option value="">{t('admin.ibans.active.selectPlaceholder')}</option>
                  {choices.map((iban) => (
                    <option key={iban.id} value={iban.id}>
                      {iban.accountHolder} · {iban.ibanFormatted} · {iban.bankName}
                      {iban.isDemo && ` · ${t('admin.ibans.demo.badge')}`}
                    </option>
                  ))}
                </StyledSelect>
                {selectError && (
                  <StyledFieldError id={`${ids}-iban-error`} role="alert">
                    {selectError}
                  </StyledFieldError>
                )}
              </StyledField>
              <div>
                <Button type="submit" disabled={change.isPending}>
                  {change.isPending ? t('admin.ibans.active.submitting') : t('admin.ibans.active.submit')}
                </Button>
              </div>
            </StyledForm>
          )}
        </QueryState>
      </StyledPanel>
    </>
  );
}

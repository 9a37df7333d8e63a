import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { IbanDto } from '../../../api';
import {
  createBulkBookingLinksMutation,
  createIbanMutation,
  listIbansOptions,
  updateIbanMutation,
  listIbansQueryKey,
  getActiveIbanQueryKey,
  listAuditEventsQueryKey,
} from '../../../api/query-options';
import { fieldMessages, refusalMessage, refusalStatus } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { useIbansTranslation } from './i18n';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormField } from '../../../components/ui/FormField';
import { QueryState } from '../components/QueryState';
import { StyledForm, StyledPanel } from '../components/ScreenParts';
import { formatDateTime } from '../format';
import { DemoIbanBadge } from './DemoIban';
import { failureText } from './failure';
import { StyledFieldError } from './parts';
import { PendingIban } from './PendingIban';

const StyledIbans = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledIban = styled.li<{ $active: boolean; $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ $selected }) => ($selected ? '3px' : '2px')} solid
    ${({ $selected, theme }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $active, theme }) => ($active ? theme.colors.surface : theme.colors.surfaceWarm)};

  p {
    margin: 0;
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    cursor: pointer;
  }

  input[type='radio'] {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
  }

  button {
    justify-self: start;
  }
`;

const StyledHolder = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledCode = styled.span`
  display: block;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  word-break: break-word;
`;

const StyledStatus = styled.p<{ $active: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.accent)};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledOffer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};

  h3,
  p {
    margin: 0;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

interface NewIbanValues {
  accountHolder: string;
  iban: string;
  bankName: string;
}

export interface IbanManagerProps {
  /** The IBAN chosen for the next link; null when none is. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The saved IBANs: choose the one a new link pays into, deactivate or reactivate each after a
 * confirmation, add one and, right after, make a link for every trip with it.
 */
export function IbanManager({ selectedId, onSelect }: IbanManagerProps) {
  const { t, i18n } = useIbansTranslation();
  const queryClient = useQueryClient();
  const ibans = useQuery(listIbansOptions());
  const [confirming, setConfirming] = useState<IbanDto | null>(null);
  const [justAdded, setJustAdded] = useState<IbanDto | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewIbanValues>({ defaultValues: { accountHolder: '', iban: '', bankName: '' } });

  const changed = () =>
    invalidate(queryClient, listIbansQueryKey(), getActiveIbanQueryKey(), listAuditEventsQueryKey());

  const create = useMutation({
    ...createIbanMutation(),
    onSuccess: (iban) => {
      reset();
      // A waiting IBAN takes no links yet: neither chosen for the next one nor offered for every trip.
      if (iban.approval === 'pending') notifySuccess(t('admin.ibans.manager.addedPending'));
      else {
        notifySuccess(t('admin.ibans.manager.added'));
        setJustAdded(iban);
        onSelect(iban.id);
      }
      return changed();
    },
    onError: (error) => {
      const reason =
        fieldMessages(error).iban?.[0] ?? (refusalStatus(error) === 409 ? refusalMessage(error) : undefined);
      if (reason) setError('iban', { type: 'server', message: reason });
      else
        notifyError(failureText(t, error, 'admin.ibans.manager.saveError', 'admin.ibans.manager.operationErrorWith'));
    },
  });

  const toggle = useMutation({
    ...updateIbanMutation(),
    onSuccess: (iban) => {
      notifySuccess(iban.isActive ? t('admin.ibans.manager.reactivated') : t('admin.ibans.manager.deactivated'));
      setConfirming(null);
      // A deactivated IBAN makes no new links, so it cannot stay the one chosen for the next.
      if (!iban.isActive && iban.id === selectedId) onSelect(null);
      return changed();
    },
    onError: (error) => {
      setConfirming(null);
      notifyError(
        failureText(t, error, 'admin.ibans.manager.operationError', 'admin.ibans.manager.operationErrorWith'),
      );
    },
  });

  const bulk = useMutation({
    ...createBulkBookingLinksMutation(),
    onSuccess: ({ count }) => {
      notifySuccess(t('admin.ibans.manager.bulkDone', { count }));
      setJustAdded(null);
      return changed();
    },
    onError: (error) =>
      notifyError(failureText(t, error, 'admin.ibans.manager.bulkError', 'admin.ibans.manager.operationErrorWith')),
  });

  const submit = handleSubmit((values) =>
    create.mutate({
      body: {
        accountHolder: values.accountHolder.trim(),
        iban: values.iban.trim(),
        ...(values.bankName.trim() ? { bankName: values.bankName.trim() } : {}),
      },
    }),
  );

  const missingRequired = errors.accountHolder?.type === 'validate' || errors.iban?.type === 'validate';
  const ibanError = errors.iban?.type === 'server' ? errors.iban.message : undefined;

  return (
    <StyledPanel aria-labelledby="admin-ibans-title">
      <h2 id="admin-ibans-title">{t('admin.ibans.manager.title')}</h2>
      <p>{t('admin.ibans.manager.intro')}</p>
      <QueryState
        isPending={ibans.isPending}
        isError={ibans.isError}
        isEmpty={ibans.data?.length === 0}
        emptyText={t('admin.ibans.manager.empty')}
        errorText={t('admin.ibans.manager.loadError')}
        onRetry={() => void ibans.refetch()}
      >
        <StyledFieldset>
          <legend>{t('admin.ibans.manager.choose')}</legend>
          <StyledIbans>
            {ibans.data?.map((iban) => {
              const waiting = iban.approval === 'pending';
              return (
                <StyledIban key={iban.id} $active={iban.isActive && !waiting} $selected={iban.id === selectedId}>
                  {iban.isActive && !waiting ? (
                    <label>
                      <input
                        type="radio"
                        name="link-iban"
                        value={iban.id}
                        checked={iban.id === selectedId}
                        onChange={() => onSelect(iban.id)}
                      />
                      <span>
                        <StyledHolder>{iban.accountHolder}</StyledHolder>
                        <StyledCode>{iban.ibanFormatted}</StyledCode>
                        {iban.isDemo && <DemoIbanBadge />}
                      </span>
                    </label>
                  ) : (
                    <p>
                      <StyledHolder>{iban.accountHolder}</StyledHolder>
                      <StyledCode>{iban.ibanFormatted}</StyledCode>
                      {iban.isDemo && <DemoIbanBadge />}
                    </p>
                  )}
                  <p>
                    {t('admin.ibans.manager.bank')}: {iban.bankName}
                  </p>
                  <p>
                    {t('admin.ibans.manager.links', { count: iban.bookingLinkCount })} ·{' '}
                    {iban.lastUsedAt
                      ? t('admin.ibans.manager.lastUsed', { date: formatDateTime(iban.lastUsedAt, i18n.language) })
                      : t('admin.ibans.manager.neverUsed')}
                  </p>
                  {waiting ? (
                    <PendingIban iban={iban} />
                  ) : (
                    <StyledStatus $active={iban.isActive}>
                      {iban.isActive ? t('admin.ibans.manager.active') : t('admin.ibans.manager.inactive')}
                      {iban.isActiveSystem && ` · ${t('admin.ibans.manager.system')}`}
                    </StyledStatus>
                  )}
                  {!waiting && (
                    <Button
                      variant="secondary"
                      aria-label={t(
                        iban.isActive ? 'admin.ibans.manager.deactivateLabel' : 'admin.ibans.manager.reactivateLabel',
                        { iban: iban.ibanFormatted },
                      )}
                      onClick={() => setConfirming(iban)}
                    >
                      {iban.isActive ? t('admin.ibans.manager.deactivate') : t('admin.ibans.manager.reactivate')}
                    </Button>
                  )}
                </StyledIban>
              );
            })}
          </StyledIbans>
        </StyledFieldset>
      </QueryState>

      {justAdded && (
        <StyledOffer role="region" aria-labelledby="admin-ibans-bulk">
          <h3 id="admin-ibans-bulk">{t('admin.ibans.manager.bulkTitle')}</h3>
          <p>{t('admin.ibans.manager.bulkText', { holder: justAdded.accountHolder })}</p>
          <div>
            <Button disabled={bulk.isPending} onClick={() => bulk.mutate({ body: { ibanId: justAdded.id } })}>
              {bulk.isPending ? t('admin.ibans.manager.bulking') : t('admin.ibans.manager.bulk')}
            </Button>
            <Button variant="secondary" onClick={() => setJustAdded(null)}>
              {t('admin.ibans.manager.bulkSkip')}
            </Button>
          </div>
        </StyledOffer>
      )}

      <h3 id="admin-ibans-add">{t('admin.ibans.manager.addTitle')}</h3>
      <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-ibans-add">
        <FormField
          label={t('admin.ibans.manager.addHolder')}
          hint={t('admin.ibans.manager.addHolderHint')}
          autoComplete="off"
          required
          aria-invalid={errors.accountHolder ? true : undefined}
          {...register('accountHolder', { validate: (value) => value.trim() !== '' })}
        />
        <FormField
          label={t('admin.ibans.manager.addIban')}
          hint={t('admin.ibans.manager.addIbanHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
          error={ibanError}
          aria-invalid={errors.iban ? true : undefined}
          {...register('iban', { validate: (value) => value.trim() !== '' })}
        />
        <FormField
          label={t('admin.ibans.manager.addBank')}
          hint={t('admin.ibans.manager.addBankHint')}
          autoComplete="off"
          {...register('bankName')}
        />
        {missingRequired && <StyledFieldError role="alert">{t('admin.ibans.manager.requiredFields')}</StyledFieldError>}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('admin.ibans.manager.adding') : t('admin.ibans.manager.add')}
          </Button>
        </div>
      </StyledForm>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={
          confirming?.isActive
            ? t('admin.ibans.manager.confirmDeactivateTitle')
            : t('admin.ibans.manager.confirmReactivateTitle')
        }
        description={t(
          confirming?.isActive
            ? 'admin.ibans.manager.confirmDeactivateText'
            : 'admin.ibans.manager.confirmReactivateText',
          { iban: confirming?.ibanFormatted ?? '' },
        )}
        confirmLabel={confirming?.isActive ? t('admin.ibans.manager.deactivate') : t('admin.ibans.manager.reactivate')}
        pending={toggle.isPending}
        onConfirm={() => {
          if (confirming) toggle.mutate({ path: { id: confirming.id }, body: { isActive: !confirming.isActive } });
        }}
      />
    </StyledPanel>
  );
}

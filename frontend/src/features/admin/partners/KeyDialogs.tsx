import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { PartnerKeyCreateDto, PartnerKeyCreatedDto, PartnerKeyDto, PartnerScope } from '../../../api';
import { createPartnerApiKeyMutation } from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { AdminDialog, DialogActions, DialogClose, DialogProblem } from '../components/AdminDialog';
import { StyledForm } from '../components/ScreenParts';
import { todayInRome } from '../departures/euro';
import { usePartnersTranslation } from './i18n';
import { CheckboxGroup } from './CheckboxGroup';
import { DEFAULT_OVERLAP_HOURS, endOfRomeDay, parseOverlapHours } from './partner-terms';
import { ShownOnceDialog } from './ShownOnceDialog';
import { PARTNER_SCOPES, SCOPE_MESSAGE } from './webhook-terms';
import { useWebhooksTranslation } from './webhooks-i18n';

/** The partner whose keys are changed, as the dialogs name it. */
interface KeyOwner {
  id: string;
  name: string;
}

/**
 * Sends a new key's request and says, in the dialog, what the server refused: on its field
 * (expiry, overlap) or under the form (the key to replace ended meanwhile).
 */
function useKeyCreation<Field extends string>(
  partner: KeyOwner,
  fields: Partial<Record<keyof PartnerKeyCreateDto, Field>>,
  onFieldError: (field: Field, message: string) => void,
  onCreated: (created: PartnerKeyCreatedDto) => void,
) {
  const { t } = usePartnersTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    ...createPartnerApiKeyMutation(),
    onMutate: () => setProblem(null),
    onSuccess: onCreated,
    onError: (error) => {
      const details = fieldMessages(error);
      let shown = false;
      for (const [apiField, formField] of Object.entries(fields) as [keyof PartnerKeyCreateDto, Field][]) {
        const message = details[apiField]?.[0];
        if (message) {
          onFieldError(formField, message);
          shown = true;
        }
      }
      if (shown) return;
      const message = refusalMessage(error);
      setProblem(message ? t('admin.partners.keyErrorWith', { message }) : t('admin.partners.keyError'));
    },
  });
  const send = (body: PartnerKeyCreateDto) => create.mutate({ path: { id: partner.id }, body });
  return { send, pending: create.isPending, problem };
}

export interface NewKeyDialogProps {
  partner: KeyOwner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: PartnerKeyCreatedDto) => void;
}

/**
 * 'Nuova chiave': a key that works at once, until the end of a chosen day or without end, with
 * the permissions ticked (all of them at first, at least one).
 */
export function NewKeyDialog({ partner, open, onOpenChange, onCreated }: NewKeyDialogProps) {
  const { t } = usePartnersTranslation();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.partners.newKey.title', { name: partner.name })}
      description={t('admin.partners.newKey.intro')}
    >
      {open && <NewKeyForm partner={partner} onCreated={onCreated} />}
    </AdminDialog>
  );
}

function NewKeyForm({ partner, onCreated }: { partner: KeyOwner; onCreated: NewKeyDialogProps['onCreated'] }) {
  const { t } = usePartnersTranslation();
  const { t: ts } = useWebhooksTranslation();
  const today = todayInRome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ expiry: string; scopes: PartnerScope[] }>({
    defaultValues: { expiry: '', scopes: [...PARTNER_SCOPES] },
  });
  const { send, pending, problem } = useKeyCreation(
    partner,
    { expiresAt: 'expiry', scopes: 'scopes' },
    (field, message) => setError(field, { type: 'server', message }),
    onCreated,
  );

  const submit = handleSubmit(({ expiry, scopes }) =>
    // Sent even when all are ticked: the key then says what it may do, whatever the server's default.
    send({ ...(expiry ? { expiresAt: endOfRomeDay(expiry) } : {}), scopes }),
  );

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.partners.newKey.open')}>
      <FormField
        label={t('admin.partners.newKey.expiry')}
        hint={t('admin.partners.newKey.expiryHint')}
        type="date"
        min={today}
        error={errors.expiry?.message}
        {...register('expiry', {
          // 'yyyy-MM-dd' compares as text in calendar order.
          validate: (value) => value === '' || value >= today || t('admin.partners.newKey.expiryPast'),
        })}
      />
      <CheckboxGroup
        legend={ts('admin.partnerScopes.legend')}
        hint={ts('admin.partnerScopes.hint')}
        error={errors.scopes?.message}
        options={PARTNER_SCOPES.map((scope) => ({
          value: scope,
          label: ts(`admin.partnerScopes.names.${SCOPE_MESSAGE[scope]}`),
        }))}
        registration={register('scopes', {
          validate: (value) => value.length > 0 || ts('admin.partnerScopes.required'),
        })}
      />
      {problem && <DialogProblem role="alert">{problem}</DialogProblem>}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? t('admin.partners.newKey.submitting') : t('admin.partners.newKey.submit')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

export interface RotateKeyDialogProps {
  partner: KeyOwner;
  /** The key to replace; the dialog is open while there is one. */
  replacing: PartnerKeyDto | null;
  onClose: () => void;
  onCreated: (created: PartnerKeyCreatedDto) => void;
}

/**
 * 'Ruota': a new key with the old one's permissions, the old one working for the hours chosen
 * (0 to 168, 24 at first) and then stopping.
 */
export function RotateKeyDialog({ partner, replacing, onClose, onCreated }: RotateKeyDialogProps) {
  const { t } = usePartnersTranslation();
  return (
    <AdminDialog
      open={replacing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.partners.rotate.title')}
      description={t('admin.partners.rotate.intro', { name: partner.name, prefix: replacing?.prefix ?? '' })}
    >
      {replacing && <RotateKeyForm partner={partner} replacing={replacing} onCreated={onCreated} />}
    </AdminDialog>
  );
}

function RotateKeyForm({
  partner,
  replacing,
  onCreated,
}: {
  partner: KeyOwner;
  replacing: PartnerKeyDto;
  onCreated: RotateKeyDialogProps['onCreated'];
}) {
  const { t } = usePartnersTranslation();
  const scopeNames = useScopeNames();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ hours: string }>({ defaultValues: { hours: String(DEFAULT_OVERLAP_HOURS) } });
  const { send, pending, problem } = useKeyCreation(
    partner,
    { overlapHours: 'hours' },
    (field, message) => setError(field, { type: 'server', message }),
    onCreated,
  );

  const submit = handleSubmit(({ hours }) =>
    // Checked by the rule below: never null here.
    send({ replaces: replacing.id, overlapHours: parseOverlapHours(hours) ?? DEFAULT_OVERLAP_HOURS }),
  );

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.partners.rotate.title')}>
      <StyledScopesKept>{scopeNames.kept(replacing.scopes)}</StyledScopesKept>
      <FormField
        label={t('admin.partners.rotate.hours')}
        hint={t('admin.partners.rotate.hoursHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.hours?.message}
        {...register('hours', {
          validate: (value) => parseOverlapHours(value) !== null || t('admin.partners.rotate.hoursInvalid'),
        })}
      />
      {problem && <DialogProblem role="alert">{problem}</DialogProblem>}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? t('admin.partners.rotate.submitting') : t('admin.partners.rotate.submit')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

const StyledScopesKept = styled.p`
  margin: 0;
`;

/** A key's permissions in words: 'Leggere viaggi e partenze, Leggere le proprie prenotazioni'. */
export function useScopeNames() {
  const { t } = useWebhooksTranslation();
  const list = (scopes: readonly PartnerScope[]) =>
    // In the form's order, whatever the server's.
    PARTNER_SCOPES.filter((scope) => scopes.includes(scope)).map((scope) =>
      t(`admin.partnerScopes.names.${SCOPE_MESSAGE[scope]}`),
    );
  return {
    list,
    kept: (scopes: readonly PartnerScope[]) =>
      t('admin.partnerScopes.rotateKeeps', { scopes: list(scopes).join(', ') }),
  };
}

export interface KeyShownDialogProps {
  partnerName: string;
  /** The key the server answered this once; null when none is shown. */
  created: PartnerKeyCreatedDto | null;
  /** Forgets the key: once closed, it is gone from the page. */
  onClose: () => void;
}

/** The new key, this once (ShownOnceDialog). */
export function KeyShownDialog({ partnerName, created, onClose }: KeyShownDialogProps) {
  const { t } = usePartnersTranslation();
  return (
    <ShownOnceDialog
      value={created?.key ?? null}
      onClose={onClose}
      texts={{
        title: t('admin.partners.shown.title', { name: partnerName }),
        intro: t('admin.partners.shown.intro'),
        warning: t('admin.partners.shown.warning'),
        label: t('admin.partners.shown.label'),
        copy: t('admin.partners.shown.copy'),
        copied: t('admin.partners.shown.copied'),
        copyError: t('admin.partners.shown.copyError'),
        done: t('admin.partners.shown.done'),
      }}
    />
  );
}

import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { PartnerKeyCreateDto, PartnerKeyCreatedDto, PartnerKeyDto } from '../../../api';
import { createPartnerApiKeyMutation } from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { CopyButton } from '../../../components/ui/CopyButton';
import { FormField } from '../../../components/ui/FormField';
import { AdminDialog, DialogActions, DialogClose, DialogProblem } from '../components/AdminDialog';
import { StyledForm } from '../components/ScreenParts';
import { todayInRome } from '../departures/euro';
import { usePartnersTranslation } from './i18n';
import { DEFAULT_OVERLAP_HOURS, endOfRomeDay, parseOverlapHours } from './partner-terms';

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

/** 'Nuova chiave': a key that works at once, until the end of a chosen day or without end. */
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
  const today = todayInRome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ expiry: string }>({ defaultValues: { expiry: '' } });
  const { send, pending, problem } = useKeyCreation(
    partner,
    { expiresAt: 'expiry' },
    (field, message) => setError(field, { type: 'server', message }),
    onCreated,
  );

  const submit = handleSubmit(({ expiry }) => send(expiry ? { expiresAt: endOfRomeDay(expiry) } : {}));

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

/** 'Ruota': a new key, the old one working for the hours chosen (0 to 168, 24 at first) and then stopping. */
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

const StyledWarning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledKeyField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* The whole key in view, on as many lines as it takes: staff may read it out or compare it. */
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceWarm};
    color: ${({ theme }) => theme.colors.text};
    font-family: ui-monospace, monospace;
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.5;
    word-break: break-all;
    resize: none;
  }

  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface KeyShownDialogProps {
  partnerName: string;
  /** The key the server answered this once; null when none is shown. */
  created: PartnerKeyCreatedDto | null;
  /** Forgets the key: once closed, it is gone from the page. */
  onClose: () => void;
}

/**
 * The new key, this once: a warning that it will not be shown again, the key itself and a copy
 * button. A click beside the dialog does not close it, so the key is not lost by a slip.
 */
export function KeyShownDialog({ partnerName, created, onClose }: KeyShownDialogProps) {
  const { t } = usePartnersTranslation();
  const fieldId = useId();
  return (
    <AdminDialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeOnOutsideClick={false}
      title={t('admin.partners.shown.title', { name: partnerName })}
      description={t('admin.partners.shown.intro')}
    >
      {created && (
        <>
          <StyledWarning>{t('admin.partners.shown.warning')}</StyledWarning>
          <StyledKeyField>
            <label htmlFor={fieldId}>{t('admin.partners.shown.label')}</label>
            <textarea
              id={fieldId}
              readOnly
              rows={3}
              spellCheck={false}
              value={created.key}
              onFocus={(event) => event.target.select()}
            />
          </StyledKeyField>
          <DialogActions>
            <CopyButton
              text={created.key}
              label={t('admin.partners.shown.copy')}
              copiedLabel={t('admin.partners.shown.copied')}
              failedText={t('admin.partners.shown.copyError')}
            />
            <DialogClose asChild>
              <Button>{t('admin.partners.shown.done')}</Button>
            </DialogClose>
          </DialogActions>
        </>
      )}
    </AdminDialog>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { WebhookEndpointDto, WebhookEventType } from '../../../api';
import { createPartnerWebhookMutation, rotatePartnerWebhookSecretMutation } from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { AdminDialog, DialogActions, DialogClose, DialogProblem } from '../components/AdminDialog';
import { StyledForm } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { CheckboxGroup } from './CheckboxGroup';
import { DEFAULT_OVERLAP_HOURS, parseOverlapHours } from './partner-terms';
import { ShownOnceDialog } from './ShownOnceDialog';
import { EVENT_MESSAGE, WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH, isWebhookUrl } from './webhook-terms';
import { useWebhooksTranslation } from './webhooks-i18n';

const StyledNote = styled.p`
  margin: 0;
`;

/** The partner whose endpoints are changed, as the dialogs name it. */
interface EndpointOwner {
  id: string;
  name: string;
}

/** A signing secret the server answered this once, and until when the one it replaced still signs. */
export interface ShownSecret {
  secret: string;
  /** Only after a rotation: null when the previous secret stopped at once. */
  previousSecretUntil?: string | null;
}

export interface NewWebhookDialogProps {
  partner: EndpointOwner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (shown: ShownSecret) => void;
}

/** 'Nuovo webhook': the partner's https address and the events it wants, every one ticked at first. */
export function NewWebhookDialog({ partner, open, onOpenChange, onCreated }: NewWebhookDialogProps) {
  const { t } = useWebhooksTranslation();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.partnerWebhooks.create.title', { name: partner.name })}
      description={t('admin.partnerWebhooks.create.intro')}
    >
      {open && <NewWebhookForm partner={partner} onCreated={onCreated} />}
    </AdminDialog>
  );
}

interface NewWebhookFields {
  url: string;
  events: WebhookEventType[];
}

function NewWebhookForm({ partner, onCreated }: { partner: EndpointOwner; onCreated: (shown: ShownSecret) => void }) {
  const { t } = useWebhooksTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewWebhookFields>({ defaultValues: { url: '', events: [...WEBHOOK_EVENTS] } });

  const create = useMutation({
    ...createPartnerWebhookMutation(),
    onMutate: () => setProblem(null),
    onSuccess: ({ secret }) => onCreated({ secret }),
    onError: (error) => {
      // The server checks what the form cannot: https only, no address of a private network.
      const details = fieldMessages(error);
      const onFields = (['url', 'events'] as const).filter((field) => {
        const message = details[field]?.[0];
        if (message) setError(field, { type: 'server', message });
        return Boolean(message);
      });
      if (onFields.length > 0) return;
      const message = refusalMessage(error);
      setProblem(
        message ? t('admin.partnerWebhooks.create.errorWith', { message }) : t('admin.partnerWebhooks.create.error'),
      );
    },
  });

  const submit = handleSubmit(({ url, events }) =>
    create.mutate({ path: { id: partner.id }, body: { url: url.trim(), events } }),
  );

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.partnerWebhooks.create.open')}>
      <FormField
        label={t('admin.partnerWebhooks.create.url')}
        hint={t('admin.partnerWebhooks.create.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        error={errors.url?.message}
        {...register('url', {
          validate: (value) => {
            if (value.trim() === '') return t('admin.partnerWebhooks.create.urlRequired');
            if (value.trim().length > WEBHOOK_URL_MAX_LENGTH) return t('admin.partnerWebhooks.create.urlTooLong');
            return isWebhookUrl(value) || t('admin.partnerWebhooks.create.urlInvalid');
          },
        })}
      />
      <CheckboxGroup
        legend={t('admin.partnerWebhooks.create.events')}
        error={errors.events?.message}
        options={WEBHOOK_EVENTS.map((event) => ({
          value: event,
          label: t(`admin.partnerWebhooks.events.${EVENT_MESSAGE[event]}`),
          hint: t(`admin.partnerWebhooks.eventHints.${EVENT_MESSAGE[event]}`),
        }))}
        registration={register('events', {
          validate: (value) => value.length > 0 || t('admin.partnerWebhooks.create.eventsRequired'),
        })}
      />
      {problem && <DialogProblem role="alert">{problem}</DialogProblem>}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('admin.partnerWebhooks.create.submitting') : t('admin.partnerWebhooks.create.submit')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

export interface RotateSecretDialogProps {
  partner: EndpointOwner;
  /** The endpoint whose secret is replaced; the dialog is open while there is one. */
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
  onRotated: (shown: ShownSecret) => void;
}

/** 'Ruota il segreto': a new secret, the current one signing beside it for the hours chosen (0 to 168, 24 at first). */
export function RotateSecretDialog({ partner, endpoint, onClose, onRotated }: RotateSecretDialogProps) {
  const { t } = useWebhooksTranslation();
  return (
    <AdminDialog
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.partnerWebhooks.rotate.title')}
      description={t('admin.partnerWebhooks.rotate.intro', { url: endpoint?.url ?? '' })}
    >
      {endpoint && <RotateSecretForm partner={partner} endpoint={endpoint} onRotated={onRotated} />}
    </AdminDialog>
  );
}

function RotateSecretForm({
  partner,
  endpoint,
  onRotated,
}: {
  partner: EndpointOwner;
  endpoint: WebhookEndpointDto;
  onRotated: (shown: ShownSecret) => void;
}) {
  const { t } = useWebhooksTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ hours: string }>({ defaultValues: { hours: String(DEFAULT_OVERLAP_HOURS) } });

  const rotate = useMutation({
    ...rotatePartnerWebhookSecretMutation(),
    onMutate: () => setProblem(null),
    onSuccess: onRotated,
    onError: (error) => {
      const message = refusalMessage(error);
      const onHours = fieldMessages(error).overlapHours?.[0];
      if (onHours) {
        setError('hours', { type: 'server', message: onHours });
        return;
      }
      setProblem(
        message ? t('admin.partnerWebhooks.rotate.errorWith', { message }) : t('admin.partnerWebhooks.rotate.error'),
      );
    },
  });

  const submit = handleSubmit(({ hours }) =>
    rotate.mutate({
      path: { id: partner.id, webhookId: endpoint.id },
      // Checked by the rule below: never null here.
      body: { overlapHours: parseOverlapHours(hours) ?? DEFAULT_OVERLAP_HOURS },
    }),
  );

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('admin.partnerWebhooks.rotate.title')}
    >
      <FormField
        label={t('admin.partnerWebhooks.rotate.hours')}
        hint={t('admin.partnerWebhooks.rotate.hoursHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.hours?.message}
        {...register('hours', {
          validate: (value) => parseOverlapHours(value) !== null || t('admin.partnerWebhooks.rotate.hoursInvalid'),
        })}
      />
      {problem && <DialogProblem role="alert">{problem}</DialogProblem>}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={rotate.isPending}>
          {rotate.isPending ? t('admin.partnerWebhooks.rotate.submitting') : t('admin.partnerWebhooks.rotate.submit')}
        </Button>
      </DialogActions>
    </StyledForm>
  );
}

export interface SecretShownDialogProps {
  shown: ShownSecret | null;
  onClose: () => void;
}

/** A new signing secret, this once (ShownOnceDialog), and after a rotation until when the old one still signs. */
export function SecretShownDialog({ shown, onClose }: SecretShownDialogProps) {
  const { t, i18n } = useWebhooksTranslation();
  const previous = shown?.previousSecretUntil;
  return (
    <ShownOnceDialog
      value={shown?.secret ?? null}
      onClose={onClose}
      texts={{
        title: t('admin.partnerWebhooks.shown.title'),
        intro: t('admin.partnerWebhooks.shown.intro'),
        warning: t('admin.partnerWebhooks.shown.warning'),
        label: t('admin.partnerWebhooks.shown.label'),
        copy: t('admin.partnerWebhooks.shown.copy'),
        copied: t('admin.partnerWebhooks.shown.copied'),
        copyError: t('admin.partnerWebhooks.shown.copyError'),
        done: t('admin.partnerWebhooks.shown.done'),
      }}
    >
      {previous !== undefined && (
        <StyledNote>
          {previous
            ? t('admin.partnerWebhooks.shown.previousUntil', { date: formatShortDateTime(previous, i18n.language) })
            : t('admin.partnerWebhooks.shown.previousStopped')}
        </StyledNote>
      )}
    </ShownOnceDialog>
  );
}

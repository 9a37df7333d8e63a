import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useContactTranslation } from '../i18n';
import styled, { css } from 'styled-components';
import { createContactRequest, type ContactRequestCreateDto } from '../../../api';
import { apiRefusal } from '../../../api/api-error';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import {
  emptyContactForm,
  findContactProblem,
  type ContactField,
  type ContactFormValues,
  type ContactProblem,
} from '../contact-rules';
import type { TripRequest } from '../trip-request';

const StyledSection = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledRequirement = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const controlStyles = css`
  width: 100%;
  min-height: 3.25rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: ${({ theme }) => theme.lineHeights.body};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    border-width: 3px;
  }
`;

const StyledInput = styled.input`
  ${controlStyles}
`;

const StyledSelect = styled.select`
  ${controlStyles}
`;

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 11rem;
  resize: vertical;
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    margin-top: 0.15em;
  }
`;

const StyledPrivacy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};
`;

const StyledCheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  input {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;
  }

  input[aria-invalid='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const StyledPrivacyLink = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  margin-left: calc(1.75rem + ${({ theme }) => theme.space.sm});
`;

const StyledActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: stretch;

  ${({ theme }) => theme.media.sm} {
    justify-items: start;
  }
`;

const StyledSubmit = styled(Button)`
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};

  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.placeholder};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ContactFormProps {
  /** The message the form starts with (from the link the visitor followed). */
  initialMessage: string;
  trip: TripRequest;
  /** The campaign tag sent with the request, when there is one. */
  referralSource: string | null;
}

const reasonKeys = ['trip', 'booking', 'groups', 'other'] as const;
const formFields: readonly ContactField[] = ['name', 'email', 'phone', 'reason', 'message', 'privacyAccepted'];

function isFormField(name: string): name is ContactField {
  return formFields.some((field) => field === name);
}

function requestBody(
  values: ContactFormValues,
  trip: TripRequest,
  referralSource: string | null,
): ContactRequestCreateDto {
  const optional = (value: string | null | undefined) => value?.trim() || undefined;
  // The server puts 'Motivo: ...' on top of the message, so the message goes as written.
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    reason: optional(values.reason),
    message: values.message.trim(),
    destinationId: optional(trip.destination),
    travelDate: optional(trip.date),
    airport: optional(trip.airport),
    referralSource: optional(referralSource),
    privacyAccepted: true,
  };
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function ContactForm({ initialMessage, trip, referralSource }: ContactFormProps) {
  const { t, i18n } = useContactTranslation();
  const idPrefix = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    defaultValues: { ...emptyContactForm, message: initialMessage },
    // send() checks the agency's rules in their order and moves the focus itself.
    shouldFocusError: false,
  });
  const privacyAccepted = useWatch({ control, name: 'privacyAccepted' });
  // The agency reads requests in Italian, whatever language the visitor uses.
  const italian = i18n.getFixedT('it');

  const ids = {
    title: `${idPrefix}-title`,
    requiredNote: `${idPrefix}-required`,
    submitHint: `${idPrefix}-submit-hint`,
    field: (field: ContactField) => `${idPrefix}-${field}`,
    error: (field: ContactField) => `${idPrefix}-${field}-error`,
    hint: (field: ContactField) => `${idPrefix}-${field}-hint`,
  };

  const fieldMessage = (problem: ContactProblem) =>
    problem.rule === 'required' ? t('contact.form.fieldRequired') : t(`contact.errors.${problem.rule}`);

  const showProblem = (problem: ContactProblem) => {
    for (const field of problem.fields) setError(field, { type: problem.rule, message: fieldMessage(problem) });
    notifyError(t(`contact.errors.${problem.rule}`));
    setFocus(problem.fields[0]);
  };

  const send = handleSubmit(async (values) => {
    const problem = findContactProblem(values);
    if (problem) {
      showProblem(problem);
      return;
    }
    try {
      await createContactRequest({ body: requestBody(values, trip, referralSource), throwOnError: true });
      notifySuccess(t('contact.success.title'), t('contact.success.text'));
      reset(emptyContactForm);
    } catch (error) {
      // The API explains its 400 and 429 in Italian; anything else gets the form's own words.
      const refusal = apiRefusal(error);
      if (!refusal?.message || (refusal.status !== 400 && refusal.status !== 429)) {
        notifyError(t('contact.errors.sendFailed'));
        return;
      }
      for (const [field, messages] of Object.entries(refusal.details ?? {})) {
        if (isFormField(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
      }
      notifyError(refusal.message);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    void send(event);
  };

  /** aria-describedby of a field: its hint, then its error when it has one. */
  const describedBy = (field: ContactField, ...extra: string[]) =>
    [...extra, errors[field] ? ids.error(field) : undefined].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: ContactField) => {
    const message = errors[field]?.message;
    return message ? (
      <StyledError id={ids.error(field)}>
        <ErrorIcon />
        <span>{message}</span>
      </StyledError>
    ) : null;
  };

  const requirement = (required: boolean) => (
    <StyledRequirement>{required ? t('contact.form.required') : t('contact.form.optional')}</StyledRequirement>
  );

  const submitBlocked = !privacyAccepted || isSubmitting;

  return (
    <StyledSection>
      <h2 id={ids.title}>{t('contact.form.title')}</h2>
      <StyledForm noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-describedby={ids.requiredNote}>
        <StyledNote id={ids.requiredNote}>{t('contact.form.requiredNote')}</StyledNote>

        <StyledField>
          <StyledLabel htmlFor={ids.field('name')}>
            {t('contact.form.name')}
            {requirement(true)}
          </StyledLabel>
          <StyledInput
            id={ids.field('name')}
            type="text"
            autoComplete="name"
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          {fieldError('name')}
        </StyledField>

        <StyledField>
          <StyledLabel htmlFor={ids.field('email')}>
            {t('contact.form.email')}
            {requirement(true)}
          </StyledLabel>
          <StyledHint id={ids.hint('email')}>{t('contact.form.emailHint')}</StyledHint>
          <StyledInput
            id={ids.field('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', ids.hint('email'))}
            {...register('email')}
          />
          {fieldError('email')}
        </StyledField>

        <StyledField>
          <StyledLabel htmlFor={ids.field('phone')}>
            {t('contact.form.phone')}
            {requirement(false)}
          </StyledLabel>
          <StyledHint id={ids.hint('phone')}>{t('contact.form.phoneHint')}</StyledHint>
          <StyledInput
            id={ids.field('phone')}
            type="tel"
            autoComplete="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', ids.hint('phone'))}
            {...register('phone')}
          />
          {fieldError('phone')}
        </StyledField>

        <StyledField>
          <StyledLabel htmlFor={ids.field('reason')}>
            {t('contact.form.reason')}
            {requirement(false)}
          </StyledLabel>
          <StyledSelect
            id={ids.field('reason')}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy('reason')}
            {...register('reason')}
          >
            <option value="">{t('contact.form.reasonPlaceholder')}</option>
            {reasonKeys.map((key) => (
              <option key={key} value={italian(`contact.form.reasons.${key}`)}>
                {t(`contact.form.reasons.${key}`)}
              </option>
            ))}
          </StyledSelect>
          {fieldError('reason')}
        </StyledField>

        <StyledField>
          <StyledLabel htmlFor={ids.field('message')}>
            {t('contact.form.message')}
            {requirement(true)}
          </StyledLabel>
          <StyledTextarea
            id={ids.field('message')}
            rows={7}
            aria-required="true"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            {...register('message')}
          />
          {fieldError('message')}
        </StyledField>

        <StyledPrivacy>
          <StyledCheckboxLabel>
            <input
              type="checkbox"
              aria-required="true"
              aria-invalid={errors.privacyAccepted ? true : undefined}
              aria-describedby={describedBy('privacyAccepted')}
              {...register('privacyAccepted')}
            />
            <span>{t('contact.form.privacyLabel')}</span>
          </StyledCheckboxLabel>
          <StyledPrivacyLink to="/privacy-policy" target="_blank" rel="noopener">
            {t('contact.form.privacyLink')} {t('contact.form.newTab')}
          </StyledPrivacyLink>
          {fieldError('privacyAccepted')}
        </StyledPrivacy>

        <StyledActions>
          {/*
            aria-disabled rather than disabled: the button looks and is announced as unavailable
            until privacy is ticked, yet pressing it (or Enter in a field) still says what is
            missing instead of doing nothing, and it keeps the focus while sending.
          */}
          <StyledSubmit
            type="submit"
            aria-disabled={submitBlocked}
            aria-describedby={privacyAccepted ? undefined : ids.submitHint}
          >
            {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
          </StyledSubmit>
          {!privacyAccepted && <StyledHint id={ids.submitHint}>{t('contact.form.privacyHint')}</StyledHint>}
        </StyledActions>
      </StyledForm>
    </StyledSection>
  );
}

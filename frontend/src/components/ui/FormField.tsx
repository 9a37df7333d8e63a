import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';

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

const controlStyle = css`
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
  ${controlStyle}
`;

const StyledSelect = styled.select`
  ${controlStyle}
`;

const StyledTextArea = styled.textarea`
  ${controlStyle}
  min-height: 8rem;
  resize: vertical;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface FieldTextProps {
  label: string;
  hint?: string;
  /** The message of the field's error, already in the reader's language. */
  error?: string;
  required?: boolean;
}

/** The ids and ARIA attributes tying a control to its label, hint and error. */
interface ControlAttributes {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * What every form field shows around its control: its label (with 'obbligatorio' when
 * required), a hint read before the control, and its error announced with it.
 */
function Field({
  label,
  hint,
  error,
  required,
  control,
}: FieldTextProps & { control: (attributes: ControlAttributes) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required && <StyledRequirement>{t('common.required')}</StyledRequirement>}
      </StyledLabel>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {control({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}

export interface FormFieldProps extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'id'> {}

/** One labelled input of the site's forms. Spread react-hook-form's `register()` into it. */
export function FormField({ label, hint, error, required, ...input }: FormFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      control={(attributes) => <StyledInput {...attributes} {...input} />}
    />
  );
}

export interface SelectFieldProps extends FieldTextProps, Omit<ComponentPropsWithRef<'select'>, 'id'> {
  children: ReactNode;
}

/** A labelled list to choose from, read like FormField. */
export function SelectField({ label, hint, error, required, children, ...select }: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      control={(attributes) => (
        <StyledSelect {...attributes} {...select}>
          {children}
        </StyledSelect>
      )}
    />
  );
}

export interface TextAreaFieldProps extends FieldTextProps, Omit<ComponentPropsWithRef<'textarea'>, 'id'> {}

/** A labelled text of several lines, read like FormField. */
export function TextAreaField({ label, hint, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      control={(attributes) => <StyledTextArea {...attributes} {...textarea} />}
    />
  );
}

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/use-translation';

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

const StyledSelect = styled.select`
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

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled list to choose from, read like the admin's FormField (label, hint, error). */
export function SelectField({ label, hint, error, required, children, ...select }: SelectFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required && <StyledRequirement>{t('admin.common.required')}</StyledRequirement>}
      </StyledLabel>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledSelect
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        {children}
      </StyledSelect>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}

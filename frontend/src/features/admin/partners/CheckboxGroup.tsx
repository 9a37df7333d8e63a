import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

const StyledGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin: 0;
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: inherit;
  }
`;

export interface CheckboxOption {
  value: string;
  label: string;
  hint?: string;
}

export interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  /** The group's error, already in the reader's language: read with the group. */
  error?: string;
  options: readonly CheckboxOption[];
  /** One registration for every box: the form's value is the array of the ticked ones. */
  registration: UseFormRegisterReturn;
}

/** Several choices under one legend (events to send, a key's permissions), with the group's hint and error. */
export function CheckboxGroup({ legend, hint, error, options, registration }: CheckboxGroupProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <StyledGroup aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {options.map((option) => (
        <StyledOption key={option.value}>
          <input type="checkbox" value={option.value} {...registration} />
          <span>
            {option.label}
            {option.hint && <small>{option.hint}</small>}
          </span>
        </StyledOption>
      ))}
      {error && (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      )}
    </StyledGroup>
  );
}

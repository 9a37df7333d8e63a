import type { ReactNode } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { StyledPanel } from '../components/ScreenParts';
import type { SiteSettingsValues } from './site-settings-form';

export type SettingsForm = UseFormReturn<SiteSettingsValues>;
export type SettingsPath = FieldPath<SiteSettingsValues>;

/** The message of a field's error, whatever put it there (the form's checks or the server). */
export function errorOf(form: SettingsForm, name: SettingsPath): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

export const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

export const StyledSectionIntro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0;
`;

export const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledItem = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledItemActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** One entry of a list (an hours row, a review, a person) with the button that removes it. */
export function ListItem({
  legend,
  removeLabel,
  removeText,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  removeText: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <StyledItem>
      <legend>{legend}</legend>
      {children}
      <StyledItemActions>
        <Button variant="secondary" aria-label={removeLabel} onClick={onRemove}>
          {removeText}
        </Button>
      </StyledItemActions>
    </StyledItem>
  );
}

/** Fields that belong together inside a section, under their own legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <StyledItem>
      <legend>{legend}</legend>
      {children}
    </StyledItem>
  );
}

/** A section of the settings: a panel titled for the screen reader's list of regions. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StyledPanel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </StyledPanel>
  );
}

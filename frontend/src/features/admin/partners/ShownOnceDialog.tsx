import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { CopyButton } from '../../../components/ui/CopyButton';
import { AdminDialog, DialogActions, DialogClose } from '../components/AdminDialog';

const StyledWarning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledValueField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* The whole value in view, on as many lines as it takes: staff may read it out or compare it. */
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

/** The words of a shown-once dialog, in the reader's language. */
export interface ShownOnceTexts {
  title: string;
  intro: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyError: string;
  done: string;
}

export interface ShownOnceDialogProps {
  /** What the server answered this once (a key, a signing secret); null when none is shown. */
  value: string | null;
  texts: ShownOnceTexts;
  /** Forgets the value: once closed, it is gone from the page. */
  onClose: () => void;
  /** What else staff should know of it, under the value. */
  children?: ReactNode;
}

/**
 * A credential the server answers only once: a warning that it will not be shown again, the
 * value itself and a copy button. A click beside the dialog does not close it, so the value is
 * not lost by a slip.
 */
export function ShownOnceDialog({ value, texts, onClose, children }: ShownOnceDialogProps) {
  const fieldId = useId();
  return (
    <AdminDialog
      open={value !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeOnOutsideClick={false}
      title={texts.title}
      description={texts.intro}
    >
      {value !== null && (
        <>
          <StyledWarning>{texts.warning}</StyledWarning>
          <StyledValueField>
            <label htmlFor={fieldId}>{texts.label}</label>
            <textarea
              id={fieldId}
              readOnly
              rows={3}
              spellCheck={false}
              value={value}
              onFocus={(event) => event.target.select()}
            />
          </StyledValueField>
          {children}
          <DialogActions>
            <CopyButton text={value} label={texts.copy} copiedLabel={texts.copied} failedText={texts.copyError} />
            <DialogClose asChild>
              <Button>{texts.done}</Button>
            </DialogClose>
          </DialogActions>
        </>
      )}
    </AdminDialog>
  );
}

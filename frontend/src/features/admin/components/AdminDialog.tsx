import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 300;
  background: rgba(11, 60, 93, 0.55);
`;

const StyledContent = styled(Dialog.Content)<{ $wide: boolean }>`
  position: fixed;
  z-index: 301;
  top: 50%;
  left: 50%;
  /* Wide enough, when asked, for an e-mail's 600 px column and its margins. */
  width: min(${({ $wide }) => ($wide ? '48rem' : '34rem')}, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  transform: translate(-50%, -50%);
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};
`;

const StyledTitle = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

const StyledDescription = styled(Dialog.Description)`
  margin: 0;
`;

export interface AdminDialogProps {
  open: boolean;
  title: string;
  description: string;
  onOpenChange: (open: boolean) => void;
  /** For reading a document (a message as its recipient saw it) rather than answering a question. */
  wide?: boolean;
  /**
   * Whether a click outside closes it (the default). False where closing loses what cannot be
   * shown again (a new API key): only its buttons and Esc close it then.
   */
  closeOnOutsideClick?: boolean;
  children: ReactNode;
}

/** The admin area's dialog (focus kept inside, Esc closes): a confirmation or a short form. */
export function AdminDialog({
  open,
  title,
  description,
  onOpenChange,
  wide = false,
  closeOnOutsideClick = true,
  children,
}: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledContent
          $wide={wide}
          onInteractOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
        >
          <StyledTitle>{title}</StyledTitle>
          <StyledDescription>{description}</StyledDescription>
          {children}
        </StyledContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;

/** A dialog form's buttons, the main one last, at the right. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/** A dialog form's refusal that belongs to no one field. */
export const DialogProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

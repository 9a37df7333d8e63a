import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 300;
  background: rgba(11, 60, 93, 0.55);
`;

const StyledContent = styled(Dialog.Content)`
  position: fixed;
  z-index: 301;
  top: 50%;
  left: 50%;
  width: min(34rem, calc(100vw - 2rem));
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
  children: ReactNode;
}

/** The admin area's dialog (focus kept inside, Esc closes): a confirmation or a short form. */
export function AdminDialog({ open, title, description, onOpenChange, children }: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledContent>
          <StyledTitle>{title}</StyledTitle>
          <StyledDescription>{description}</StyledDescription>
          {children}
        </StyledContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;

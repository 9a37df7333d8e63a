import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n/use-translation';

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
  width: min(32rem, calc(100vw - 2rem));
  /* With a choice inside, a phone held sideways may be shorter than the dialog. */
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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The words of the button that closes without acting, when 'Annulla' would read as the action itself. */
  dismissLabel?: string;
  pending?: boolean;
  /** What the choice needs besides the description (a choice between options). */
  children?: ReactNode;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a change that matters (focus kept inside, Esc or 'Annulla' closes). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  dismissLabel,
  pending = false,
  children,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledContent>
          <StyledTitle>{title}</StyledTitle>
          <StyledDescription>{description}</StyledDescription>
          {children}
          <StyledActions>
            <Dialog.Close asChild>
              <Button variant="secondary">{dismissLabel ?? t('admin.common.cancel')}</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </Button>
          </StyledActions>
        </StyledContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

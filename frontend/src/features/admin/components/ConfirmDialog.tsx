import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { useAdminTranslation } from '../i18n';
import { AdminDialog, DialogClose } from './AdminDialog';

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
  const { t } = useAdminTranslation();
  return (
    <AdminDialog open={open} title={title} description={description} onOpenChange={onOpenChange}>
      {children}
      <StyledActions>
        <DialogClose asChild>
          <Button variant="secondary">{dismissLabel ?? t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </StyledActions>
    </AdminDialog>
  );
}

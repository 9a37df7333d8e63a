import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { useAdminTranslation } from '../i18n';
import { AdminDialog, DialogActions, DialogClose } from './AdminDialog';

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
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{dismissLabel ?? t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}

import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n/use-translation';
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
  pending?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a change that matters (focus kept inside, Esc or 'Annulla' closes). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AdminDialog open={open} title={title} description={description} onOpenChange={onOpenChange}>
      <StyledActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </StyledActions>
    </AdminDialog>
  );
}

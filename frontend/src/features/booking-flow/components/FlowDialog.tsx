import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { useBookingFlowTranslation } from '../i18n';

/** The trip's title in a step's description, above what the step is about. */
export const FlowTripTitle = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A step's buttons: forward on the right, back on the left, stacked forward-first when narrow. */
export const FlowActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
`;

export interface FlowDialogProps {
  open: boolean;
  /** Esc, the close button or a click outside: the visitor leaves the flow. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** What takes focus when the dialog opens; its first control otherwise. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes once the dialog has gone (see BookingFlowDialogs). */
  onClosed: () => void;
}

/**
 * One step of the booking flow: a real dialog (focus kept inside, Esc closes, title and
 * description read out). The next step opens as this one closes, so this dialog never puts
 * focus back by itself: the flow decides (onClosed).
 */
export function FlowDialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
  initialFocus,
  onClosed,
}: FlowDialogProps) {
  const { t } = useBookingFlowTranslation();
  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      closeText={t('bookingFlow.close')}
      closeLabel={t('bookingFlow.closeLabel')}
      width={wide ? '62rem' : '38rem'}
      onOpenAutoFocus={(event) => {
        const target = initialFocus?.();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      {children}
    </SheetDialog>
  );
}

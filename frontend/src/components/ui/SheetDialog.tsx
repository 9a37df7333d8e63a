import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar + 1};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.brandDeep} 80%, transparent);
`;

/** A full-screen sheet on a phone, a centred window on wider screens (DESIGN: dialogs). */
const StyledContent = styled(Dialog.Content)<{ $width: string }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar + 2};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.xxl}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space.md};
  }

  ${({ theme }) => theme.media.md} {
    inset: 5vh 0 auto;
    width: min(${({ $width }) => $width}, calc(100% - 4rem));
    max-height: 90vh;
    margin-inline: auto;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.menu};
  }

  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled(Dialog.Title)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.brandDeep};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  line-height: ${({ theme }) => theme.lineHeights.heading};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

const StyledDescription = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

const StyledClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.layout.minTarget};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }
`;

const StyledCloseIcon = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
`;

export interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The close button's visible word and its fuller accessible name (which contains the word). */
  closeText: string;
  closeLabel: string;
  /** The window's width on wider screens, e.g. '38rem'. */
  width: string;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * The site's dialog frame on Radix: focus kept inside, Esc and the close button close it,
 * title and description read out. The search and the booking steps are drawn in it.
 */
export function SheetDialog({
  open,
  onOpenChange,
  title,
  description,
  closeText,
  closeLabel,
  width,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: SheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledContent $width={width} onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
          <StyledHeader>
            <StyledTitle>{title}</StyledTitle>
            <Dialog.Close asChild>
              <StyledClose type="button" aria-label={closeLabel}>
                <StyledCloseIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </StyledCloseIcon>
                {closeText}
              </StyledClose>
            </Dialog.Close>
          </StyledHeader>
          <StyledDescription asChild>
            <div>{description}</div>
          </StyledDescription>
          {children}
        </StyledContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

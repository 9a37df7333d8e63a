import styled, { css } from 'styled-components';
import type { BookingStatus } from '../../../api';
import { useBookingsTranslation } from './i18n';

/** 'closed': over, nothing to do (muted). */
export type BadgeTone = 'waiting' | 'done' | 'failed' | 'closed';

const tones: Record<BookingStatus, BadgeTone> = {
  pending: 'waiting',
  transfer_declared: 'waiting',
  confirmed: 'done',
  expired: 'closed',
  cancelled: 'closed',
};

/**
 * A state as a framed word. The words carry the state; the colours only help the eye find
 * the ones waiting (framed in the accent) and the ones that failed (filled with it).
 */
export const ToneBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ $tone, theme }) => {
    if ($tone === 'failed')
      return css`
        border-color: ${theme.colors.accent};
        color: ${theme.colors.textOnDark};
        background: ${theme.colors.accent};
      `;
    if ($tone === 'done')
      return css`
        border-color: ${theme.colors.brand};
        color: ${theme.colors.textOnDark};
        background: ${theme.colors.brand};
      `;
    if ($tone === 'waiting')
      return css`
        border-color: ${theme.colors.accent};
        color: ${theme.colors.accent};
        background: ${theme.colors.surface};
      `;
    return css`
      border-color: ${theme.colors.borderStrong};
      color: ${theme.colors.textMuted};
      background: ${theme.colors.surfaceWarm};
    `;
  }}
`;

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useBookingsTranslation();
  return <ToneBadge $tone={tones[status]}>{t(`admin.bookings.statuses.${status}`)}</ToneBadge>;
}

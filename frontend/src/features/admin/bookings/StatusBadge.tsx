import styled, { css } from 'styled-components';
import type { BookingStatus } from '../../../api';
import { useBookingsTranslation } from './i18n';

type Tone = 'waiting' | 'done' | 'closed';

const tones: Record<BookingStatus, Tone> = {
  pending: 'waiting',
  transfer_declared: 'waiting',
  confirmed: 'done',
  expired: 'closed',
  cancelled: 'closed',
};

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  /* The words carry the state; the frame only helps the eye find the ones waiting. */
  ${({ $tone, theme }) => {
    if ($tone === 'waiting')
      return css`
        border-color: ${theme.colors.accent};
        color: ${theme.colors.accent};
        background: ${theme.colors.surface};
      `;
    if ($tone === 'done')
      return css`
        border-color: ${theme.colors.brand};
        color: ${theme.colors.textOnDark};
        background: ${theme.colors.brand};
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
  return <StyledBadge $tone={tones[status]}>{t(`admin.bookings.statuses.${status}`)}</StyledBadge>;
}

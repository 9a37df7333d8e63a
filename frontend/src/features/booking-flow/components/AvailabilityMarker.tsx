import styled, { css } from 'styled-components';
import type { DayAvailability } from '../departures';

/**
 * Each availability has a shape of its own as well as a colour (a filled circle, a triangle,
 * a cross, nothing), so that it reads without colour too; the legend explains them.
 */
const StyledMarker = styled.svg<{ $kind: DayAvailability }>`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;

  ${({ $kind, theme }) => {
    switch ($kind) {
      case 'available':
        return css`
          color: ${theme.colors.brand};
        `;
      case 'few':
        return css`
          color: ${theme.colors.accent};
        `;
      default:
        return css`
          color: ${theme.colors.textMuted};
        `;
    }
  }}
`;

export interface AvailabilityMarkerProps {
  kind: DayAvailability;
  className?: string;
}

export function AvailabilityMarker({ kind, className }: AvailabilityMarkerProps) {
  return (
    <StyledMarker $kind={kind} className={className} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {kind === 'available' && <circle cx="6" cy="6" r="5" fill="currentColor" />}
      {kind === 'few' && <path d="M6 1 L11 11 L1 11 Z" fill="currentColor" />}
      {kind === 'soldout' && (
        <path d="M2 2 L10 10 M10 2 L2 10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </StyledMarker>
  );
}

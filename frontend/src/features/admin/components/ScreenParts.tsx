import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The parts every admin screen is made of, so that they read alike. */
export const StyledIntro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

export const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledTableWrap = styled.div`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * A table that scrolls sideways on a narrow screen: reachable with the keyboard, so that its
 * hidden columns can be scrolled into view without a mouse.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StyledTableWrap tabIndex={0} role="region" aria-label={label}>
      {children}
    </StyledTableWrap>
  );
}

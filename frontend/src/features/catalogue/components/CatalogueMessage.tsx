import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledMessage = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceWarm};
`;

const StyledMessageTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface CatalogueMessageProps {
  title: string;
  text: string;
  /** A way forward: retry, or a link. */
  action: ReactNode;
  /** `alert` for failures, so that screen readers announce them. */
  role?: 'alert' | 'status';
}

/** The error and empty states of the catalogue: what happened and what to do. */
export function CatalogueMessage({ title, text, action, role = 'status' }: CatalogueMessageProps) {
  return (
    <StyledMessage role={role}>
      <StyledMessageTitle>{title}</StyledMessageTitle>
      <p>{text}</p>
      {action}
    </StyledMessage>
  );
}

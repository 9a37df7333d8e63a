import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledBox = styled.div<{ $tone: 'info' | 'error' }>`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.accent : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  > :last-child {
    margin-bottom: 0;
  }
`;

export interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'error';
  /** The page's only heading: a page that is nothing but this message. */
  asPageTitle?: boolean;
}

/** A state of a page (loading failed, not found, expired) said in words, with what to do next. */
export function StatusMessage({ title, children, tone = 'error', asPageTitle = false }: StatusMessageProps) {
  const Heading = asPageTitle ? 'h1' : 'h2';
  return (
    <StyledBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Heading>{title}</Heading>
      {children}
    </StyledBox>
  );
}

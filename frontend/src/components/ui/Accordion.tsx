import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledRoot = styled(RadixAccordion.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled(RadixAccordion.Item)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const StyledHeader = styled(RadixAccordion.Header)`
  margin: 0;
  font-size: inherit;
`;

const StyledTrigger = styled(RadixAccordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  /* The body size of the page (larger on wide screens), like the panel it opens. */
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;

const StyledChevron = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  color: ${({ theme }) => theme.colors.brand};
  transition: transform ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const StyledContent = styled(RadixAccordion.Content)`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.text};
`;

export interface AccordionProps {
  children: ReactNode;
  /** The item open at first; none when omitted. */
  defaultValue?: string;
  className?: string;
}

/** One item open at a time; clicking the open one closes it. */
export function Accordion({ children, defaultValue, className }: AccordionProps) {
  return (
    <StyledRoot type="single" collapsible defaultValue={defaultValue} className={className}>
      {children}
    </StyledRoot>
  );
}

export interface AccordionItemProps {
  value: string;
  /** What the button says; it sits inside a heading of `headingLevel`. */
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

export function AccordionItem({ value, title, headingLevel = 3, children }: AccordionItemProps) {
  return (
    <StyledItem value={value}>
      <StyledHeader asChild>
        {headingLevel === 2 ? (
          <h2>{trigger(title)}</h2>
        ) : headingLevel === 4 ? (
          <h4>{trigger(title)}</h4>
        ) : (
          <h3>{trigger(title)}</h3>
        )}
      </StyledHeader>
      <StyledContent>{children}</StyledContent>
    </StyledItem>
  );
}

function trigger(title: ReactNode) {
  return (
    <StyledTrigger>
      <span>{title}</span>
      <StyledChevron viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 9l6 6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </StyledChevron>
    </StyledTrigger>
  );
}

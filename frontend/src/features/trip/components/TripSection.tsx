import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/ui/Container';
import { renderWhenOnScreen } from '../../../theme/offscreen';

export type TripSectionTone = 'plain' | 'warm';

const StyledSection = styled.section<{ $tone: TripSectionTone; $skipWhileOffScreen: boolean }>`
  /* More than the tallest band of any trip on a 360px phone (the overview, about 190rem). */
  ${({ $skipWhileOffScreen }) => $skipWhileOffScreen && renderWhenOnScreen('200rem')}
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ $tone, theme }) => ($tone === 'warm' ? theme.colors.surfaceWarm : theme.colors.surface)};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.brandDeep};
`;

export interface TripSectionProps {
  id: string;
  title: string;
  tone?: TripSectionTone;
  children: ReactNode;
  /** Whether the browser may skip the band while it is off screen; false for bands of accordions (see theme/offscreen.ts). */
  skipWhileOffScreen?: boolean;
}

/** One titled band of the trip page; the heading names the region for screen readers. */
export function TripSection({ id, title, tone = 'plain', children, skipWhileOffScreen = true }: TripSectionProps) {
  const headingId = `${id}-title`;
  return (
    <StyledSection id={id} aria-labelledby={headingId} $tone={tone} $skipWhileOffScreen={skipWhileOffScreen}>
      <Container>
        <StyledHeading id={headingId}>{title}</StyledHeading>
        {children}
      </Container>
    </StyledSection>
  );
}

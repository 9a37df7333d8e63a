import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

type ContainerWidth = 'content' | 'reading';

const StyledContainer = styled.div<{ $width: ContainerWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'reading' ? theme.layout.readingWidth : theme.layout.contentWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** `reading` keeps paragraphs near 70 characters per line. */
  width?: ContainerWidth;
}

export function Container({ width = 'content', ...rest }: ContainerProps) {
  return <StyledContainer $width={width} {...rest} />;
}

import styled from 'styled-components';

/** Label and value pairs of a booking, stacked on a phone and side by side on wider screens. */
export const DetailsList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

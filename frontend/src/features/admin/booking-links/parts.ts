import styled from 'styled-components';

/** A row of radio buttons under a bold legend, each with a target big enough for any hand. */
export const StyledRadios = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    cursor: pointer;
  }

  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

/** A line of help under a field. */
export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

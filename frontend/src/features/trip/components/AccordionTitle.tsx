import styled from 'styled-components';

/**
 * The shared accordion's trigger keeps the small body size at every width, while the text it
 * opens grows to the wide body size; the page's questions and days should not read smaller
 * than their answers.
 */
export const AccordionTitle = styled.span`
  display: block;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.bodyWide};
  }
`;

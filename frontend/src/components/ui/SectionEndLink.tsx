import styled from 'styled-components';

/** The centred link that closes a home-page section ('Vedi tutti i viaggi', 'Conosci tutto il team'). */
export const SectionEndLink = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  text-align: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
  }
`;

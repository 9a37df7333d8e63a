import styled from 'styled-components';

/** One part of a booking's page (the transfer, the QR code, the trip...) on a card of its own. */
export const PageSection = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  @media print {
    padding: 0;
    break-inside: avoid;
  }
`;

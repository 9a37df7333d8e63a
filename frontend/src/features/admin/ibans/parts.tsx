import styled from 'styled-components';
import { AdminLink } from '../components/AdminLink';

/** A native select dressed like the admin inputs: the browser's own list stays usable on a phone. */
export const StyledSelect = styled.select`
  width: 100%;
  min-height: 3.25rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    border-width: 3px;
  }
`;

export const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledWarning = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin: 0;
  }

  p:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** A link that looks like the secondary button: it goes somewhere rather than doing something. */
export const StyledButtonLink = styled(AdminLink)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const ACTIVE_IBAN_PAGE = '/admin/iban-attivo';
export const LINK_GENERATOR_PAGE = '/link';

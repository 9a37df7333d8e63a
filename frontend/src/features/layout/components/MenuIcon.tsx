import styled from 'styled-components';

const StyledMenuIcon = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
`;

export interface MenuIconProps {
  open: boolean;
}

export function MenuIcon({ open }: MenuIconProps) {
  return (
    <StyledMenuIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        {open ? <path d="M5 5l14 14M19 5L5 19" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
      </g>
    </StyledMenuIcon>
  );
}

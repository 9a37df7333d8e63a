import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledList = styled.dl`
  /* On a phone each value goes under its name, where a long one has the whole width. */
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(9rem, max-content) 1fr;
    row-gap: ${({ theme }) => theme.space.xs};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};

    ${({ theme }) => theme.media.sm} {
      margin-bottom: 0;
    }

    /* Addresses, e-mails, IBANs and bank descriptions are long words: they wrap rather than widen a phone's page. */
    overflow-wrap: anywhere;
  }

  a {
    display: inline-block;
    min-height: ${({ theme }) => theme.layout.minTarget};
    line-height: ${({ theme }) => theme.layout.minTarget};
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/** Names and values (a booking's, a bank movement's), each value under its name on a phone; a row given as false is left out. */
export function Details({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode] | false> }) {
  return (
    <StyledList>
      {rows
        .filter((row): row is readonly [string, ReactNode] => row !== false)
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </StyledList>
  );
}

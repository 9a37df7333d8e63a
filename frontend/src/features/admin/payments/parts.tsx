import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BankStatementEntryDto } from '../../../api';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import type { Language } from '../../../i18n/i18n';
import { AdminLink } from '../components/AdminLink';
import { formatAmount } from './format';

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
    /* Descriptions and IBANs are long words: they wrap rather than widen a phone's page. */
    overflow-wrap: anywhere;

    ${({ theme }) => theme.media.sm} {
      margin-bottom: 0;
    }
  }
`;

/** Terms and their values; a row given as false is left out. */
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

/** A link that reads as one: underlined, as tall as a finger needs. */
export const StyledTextLink = styled(AdminLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A refusal of the server, in its words, where the action was asked. */
export const StyledRefusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledNote = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0;
`;

/** Amounts, dates and IBANs read best unbroken. */
export const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** What the dialogs about one movement say of it: '1.032,00 € da Mario Rossi, accreditato il 03/02/2027'. */
export function entryNames(entry: BankStatementEntryDto, language: Language, unknownPayer: string) {
  return {
    amount: formatAmount(entry.amountCents, language, entry.currency),
    payer: entry.debtorName ?? unknownPayer,
    date: formatCalendarDate(entry.bookedOn),
  };
}

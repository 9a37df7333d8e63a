import styled from 'styled-components';
import type { BankStatementEntryDto } from '../../../api';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import type { Language } from '../../../i18n/i18n';
import { AdminLink } from '../components/AdminLink';
import { formatAmount } from './format';

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

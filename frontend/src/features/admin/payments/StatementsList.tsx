import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import type { BankStatementDto, BankStatementEntryDto } from '../../../api';
import { listBankStatementEntriesOptions, listBankStatementsOptions } from '../../../api/query-options';
import { Accordion, AccordionItem } from '../../../components/ui/Accordion';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledPanel } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { formatAmount, groupIban } from './format';
import { usePaymentsTranslation } from './i18n';
import { StyledNote, StyledNumber, StyledTextLink } from './parts';

const StyledTitle = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  strong {
    overflow-wrap: anywhere;
  }
`;

const StyledTable = styled.table`
  /* Wide enough for every column: on a phone the table scrolls inside its frame, never the page. */
  min-width: 48rem;

  td:nth-child(4) {
    overflow-wrap: anywhere;
  }
`;

function StatusWords({ entry }: { entry: BankStatementEntryDto }) {
  const { t } = usePaymentsTranslation();
  const status = entry.status === 'ignored' && entry.reasonCode === 'dismissed' ? 'dismissed' : entry.status;
  return <strong>{t(`admin.payments.statuses.${status}`)}</strong>;
}

function StatementEntries({ statement }: { statement: BankStatementDto }) {
  const { t, i18n } = usePaymentsTranslation();
  const entries = useQuery(listBankStatementEntriesOptions({ path: { id: statement.id } }));
  return (
    <QueryState
      isPending={entries.isPending}
      isError={entries.isError}
      isEmpty={entries.data?.length === 0}
      emptyText={t('admin.payments.statements.entriesEmpty')}
      onRetry={() => void entries.refetch()}
    >
      <ScrollableTable
        label={t('admin.common.table', {
          name: t('admin.payments.statements.entriesTitle', { name: statement.fileName }),
        })}
      >
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('admin.payments.bookedOn')}</th>
              <th scope="col">{t('admin.payments.amount')}</th>
              <th scope="col">{t('admin.payments.payer')}</th>
              <th scope="col">{t('admin.payments.remittance')}</th>
              <th scope="col">{t('admin.payments.statements.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.data?.map((entry) => {
              const amount = formatAmount(entry.amountCents, i18n.language, entry.currency);
              return (
                <tr key={entry.id}>
                  <td>
                    <StyledNumber>{formatCalendarDate(entry.bookedOn)}</StyledNumber>
                  </td>
                  <td>
                    <StyledNumber>
                      {entry.direction === 'debit' ? t('admin.payments.debit', { amount }) : amount}
                    </StyledNumber>
                  </td>
                  <td>
                    {entry.debtorName ?? t('admin.payments.notGiven')}
                    {entry.debtorIban && (
                      <>
                        <br />
                        <StyledNumber>{groupIban(entry.debtorIban)}</StyledNumber>
                      </>
                    )}
                  </td>
                  <td>{entry.remittance}</td>
                  <td>
                    <StatusWords entry={entry} />
                    {entry.reason && (
                      <>
                        <br />
                        {entry.reason}
                      </>
                    )}
                    {entry.bookingId && (
                      <>
                        <br />
                        <StyledTextLink to={`/admin/prenotazioni/${entry.bookingId}`}>
                          {t('admin.payments.statements.openBooking')}
                        </StyledTextLink>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
      </ScrollableTable>
    </QueryState>
  );
}

function StatementTitle({ statement }: { statement: BankStatementDto }) {
  const { t, i18n } = usePaymentsTranslation();
  const imported = t('admin.payments.statements.imported', {
    format: statement.format,
    date: formatShortDateTime(statement.importedAt, i18n.language),
  });
  const account = statement.accountIban
    ? `, ${t('admin.payments.statements.account', { iban: groupIban(statement.accountIban) })}`
    : '';
  return (
    <StyledTitle>
      <strong>{statement.fileName}</strong>
      <span>
        {imported}
        {account}
      </span>
      <span>
        {t('admin.payments.statements.summary', {
          entries: t('admin.payments.statements.entries', { count: statement.entries }),
          counts: t('admin.payments.counts', {
            matched: t('admin.payments.matched', { count: statement.matched }),
            review: t('admin.payments.review', { count: statement.review }),
            duplicates: t('admin.payments.duplicates', { count: statement.duplicates }),
          }),
        })}
      </span>
    </StyledTitle>
  );
}

/** The statements imported, newest first; each opens on its movements and what became of each. */
export function StatementsList() {
  const { t } = usePaymentsTranslation();
  const id = useId();
  const statements = useQuery(listBankStatementsOptions());
  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.payments.statements.title')}</h2>
      <StyledNote>{t('admin.payments.statements.intro')}</StyledNote>
      <QueryState
        isPending={statements.isPending}
        isError={statements.isError}
        isEmpty={statements.data?.length === 0}
        emptyText={t('admin.payments.statements.empty')}
        onRetry={() => void statements.refetch()}
      >
        <Accordion>
          {statements.data?.map((statement) => (
            <AccordionItem key={statement.id} value={statement.id} title={<StatementTitle statement={statement} />}>
              <StatementEntries statement={statement} />
            </AccordionItem>
          ))}
        </Accordion>
      </QueryState>
    </StyledPanel>
  );
}

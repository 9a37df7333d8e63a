import { AmountUnreadable, parseAmountCents } from './cents.js';
import { columnsFromLayout, detectColumns, type CsvColumns, type CsvLayout } from './csv-layout.js';
import { readCsvRecords, type CsvRecord } from './csv-reader.js';
import { TOTALS_ROW, detectDecimal, ibanInPreamble, parseCsvDate } from './csv-values.js';
import { decodeText } from './decoding.js';
import { EntryKeys } from './entry-key.js';
import type { EntryDraft, ParsedStatement, StatementEntry } from './statement-entry.js';
import { NOT_A_STATEMENT, StatementUnreadable, quoted } from './statement-unreadable.js';
import { joinText, nameOrNull } from './text.js';

export { CSV_COLUMN_ALIASES, type CsvLayout } from './csv-layout.js';

/** Delimiters tried when the layout names none, in this order on a tie. */
const DELIMITERS = [';', '\t', ','] as const;
/** Records read looking for the header: banks' preambles take a handful of lines. */
const HEADER_SEARCH_LIMIT = 40;

interface Header {
  columns: CsvColumns;
  line: number;
  width: number;
  preamble: CsvRecord[];
  rows: Iterator<CsvRecord>;
}

/**
 * A bank's CSV export read into statement entries. The text is UTF-8 (a byte-order mark or
 * not) or, when the bytes are not valid UTF-8, ISO-8859-1. The header is the first line with a
 * booking-date column and an amount (or credit) column, by the layout's names or the built-in
 * ones; lines before it (account holder, period) are skipped, and an IBAN among them is the
 * account's. Rows are named by the line they start on ('Riga 7: ...'). Every entry is booked,
 * not a reversal, in euro: a CSV export says nothing else.
 */
export function parseCsv(bytes: Buffer, layout?: CsvLayout): ParsedStatement {
  const text = decodeText(bytes);
  const header = findHeader(text, layout);
  if (header === null) {
    throw StatementUnreadable.file(
      layout === undefined
        ? NOT_A_STATEMENT
        : `Nel file non c'è la riga d'intestazione con le colonne ${quoted(layout.bookedOn)} e ${quoted(layout.amount ?? layout.credit ?? layout.debit ?? '')} indicate per questo conto.`,
    );
  }
  const { columns } = header;
  const records: CsvRecord[] = [];
  for (let next = header.rows.next(); next.done !== true; next = header.rows.next()) records.push(next.value);

  const amountCells = [columns.amount, columns.credit, columns.debit].filter((index) => index !== null);
  const decimal =
    layout?.decimal ??
    detectDecimal(records.flatMap((record) => amountCells.map((index) => (record.fields[index] ?? '').trim())));
  const order = layout?.dateOrder ?? 'dmy';
  const accountIban = ibanInPreamble(header.preamble.flatMap((record) => record.fields));

  const keys = new EntryKeys();
  const entries: StatementEntry[] = [];
  for (const record of records) {
    const draft = readRow(record, columns, decimal, order);
    if (draft === null) continue;
    const reference = draft.bankReference === null ? null : { reference: draft.bankReference };
    entries.push(keys.keyed(draft, accountIban, reference));
  }
  return { format: 'csv', accountIban, entries };
}

/**
 * The header row and the delimiter it is written with: each candidate delimiter reads the
 * first lines, and the one finding a header earliest wins (more columns on a tie). A
 * delimiter that cannot even read the lines (a quote left open) is out.
 */
function findHeader(text: string, layout: CsvLayout | undefined): Header | null {
  let best: Header | null = null;
  for (const delimiter of layout?.delimiter === undefined ? DELIMITERS : [layout.delimiter]) {
    const rows = readCsvRecords(text, delimiter);
    const preamble: CsvRecord[] = [];
    for (let read = 0; read < HEADER_SEARCH_LIMIT; read += 1) {
      let next: IteratorResult<CsvRecord>;
      try {
        next = rows.next();
      } catch (error) {
        if (error instanceof StatementUnreadable && layout?.delimiter === undefined) break;
        throw error;
      }
      if (next.done === true) break;
      const { fields, line } = next.value;
      const columns = layout === undefined ? detectColumns(fields) : columnsFromLayout(fields, layout, line);
      if (columns !== null) {
        const found = { columns, line, width: fields.length, preamble, rows };
        if (best === null || line < best.line || (line === best.line && found.width > best.width)) best = found;
        break;
      }
      preamble.push(next.value);
    }
  }
  return best;
}

/** A row as an entry; null for a row to leave out: blank, a dateless totals line, zero cents. */
function readRow(record: CsvRecord, columns: CsvColumns, decimal: ',' | '.', order: 'dmy' | 'ymd'): EntryDraft | null {
  const { fields, line } = record;
  const where = `Riga ${line}`;
  const cell = (index: number | null): string => (index === null ? '' : (fields[index] ?? '').trim());
  if (fields.every((field) => field.trim() === '')) return null;

  const dateText = cell(columns.bookedOn);
  const bookedOn = parseCsvDate(dateText, order);
  if (bookedOn === null) {
    // Only without a date: 'Saldo viaggio' is also what customers write on a balance payment.
    if (TOTALS_ROW.test(fields.join(' '))) return null;
    if (dateText === '') throw StatementUnreadable.at(where, 'manca la data contabile.');
    throw StatementUnreadable.at(where, `la data contabile ${quoted(dateText)} non è una data valida.`);
  }
  const valueText = cell(columns.valueOn);
  const valueOn = valueText === '' ? null : parseCsvDate(valueText, order);
  if (valueOn === null && valueText !== '') {
    throw StatementUnreadable.at(where, `la data valuta ${quoted(valueText)} non è una data valida.`);
  }

  const signed = signedCents(cell, columns, decimal, where);
  if (signed === null) {
    // A dated line without any amount can only be a balance: no transfer lacks one.
    if (TOTALS_ROW.test(fields.join(' '))) return null;
    throw StatementUnreadable.at(where, "manca l'importo.");
  }
  if (signed === 0) return null;
  const reference = cell(columns.bankReference);
  return {
    bookedOn,
    valueOn,
    amountCents: Math.abs(signed),
    currency: 'EUR',
    direction: signed < 0 ? 'debit' : 'credit',
    booked: true,
    reversal: false,
    debtorName: nameOrNull(cell(columns.debtorName)),
    debtorIban: null,
    remittance: joinText(columns.description.map(cell)),
    bankReference: reference === '' ? null : reference,
  };
}

/**
 * Cents, negative for a debit, null when the row has none: from the signed column, or from the credit and debit columns,
 * where a debit counts as one whether the bank writes it with a minus or not. A '0,00' in the
 * other column is the same as an empty one.
 */
function signedCents(
  cell: (index: number | null) => string,
  columns: CsvColumns,
  decimal: ',' | '.',
  where: string,
): number | null {
  const read = (text: string): number | null => {
    if (text === '') return null;
    try {
      return parseAmountCents(text, decimal);
    } catch (error) {
      if (error instanceof AmountUnreadable) throw StatementUnreadable.at(where, error.message);
      throw error;
    }
  };
  if (columns.amount !== null) return read(cell(columns.amount));
  const credit = read(cell(columns.credit));
  const debit = read(cell(columns.debit));
  if (credit === null && debit === null) return null;
  if (credit !== null && credit !== 0 && debit !== null && debit !== 0) {
    throw StatementUnreadable.at(
      where,
      `ci sono sia un accredito (${quoted(cell(columns.credit))}) sia un addebito (${quoted(cell(columns.debit))}).`,
    );
  }
  return debit !== null && debit !== 0 ? -Math.abs(debit) : (credit ?? 0);
}

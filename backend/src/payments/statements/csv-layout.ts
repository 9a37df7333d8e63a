import { StatementUnreadable, quoted } from './statement-unreadable.js';

/**
 * Which columns of a bank's CSV export hold what, by the names in its header row (matched
 * without regard to case, accents and surrounding spaces). Staff may store one per bank
 * account; without one, the header is matched against CSV_COLUMN_ALIASES.
 */
export interface CsvLayout {
  /** Found in the header line when not given. */
  delimiter?: ';' | ',' | '\t';
  bookedOn: string;
  valueOn?: string;
  /** A signed amount: negative is a debit. When given, `credit` and `debit` are not read. */
  amount?: string;
  /** Credits and debits in two columns: whichever is filled says which way. */
  credit?: string;
  debit?: string;
  /** Every column of text about the movement, joined in this order. */
  description: string[];
  debtorName?: string;
  bankReference?: string;
  /** Found from the amounts when not given (csv-values.ts, detectDecimal). */
  decimal?: ',' | '.';
  /** For dates whose year is not the 4-digit part; 'dmy' when not given. */
  dateOrder?: 'dmy' | 'ymd';
}

/** Column positions in a header row. */
export interface CsvColumns {
  bookedOn: number;
  valueOn: number | null;
  amount: number | null;
  credit: number | null;
  debit: number | null;
  description: number[];
  debtorName: number | null;
  bankReference: number | null;
}

type Role = keyof CsvColumns;

/**
 * The column names Italian (and a few English) bank exports use, by role. For a role read from
 * one column, the first name of its list found in the header wins ('Data contabile' over
 * 'Data operazione' when both are there); description columns are all read, in header order.
 */
export const CSV_COLUMN_ALIASES: Readonly<Record<Role, readonly string[]>> = {
  bookedOn: [
    'Data contabile',
    'Data contabilizzazione',
    'Data registrazione',
    'Data operazione',
    'Data',
    'Booking date',
  ],
  valueOn: ['Data valuta', 'Valuta', 'Value date'],
  amount: ['Importo', 'Importo (EUR)', 'Importo EUR', 'Importo (€)', 'Importo €', 'Amount'],
  credit: ['Accrediti', 'Entrate', 'Avere', 'Accredito', 'Credit'],
  debit: ['Addebiti', 'Uscite', 'Dare', 'Addebito', 'Debit'],
  description: ['Descrizione', 'Causale', 'Descrizione estesa', 'Descrizione operazione', 'Dettagli', 'Description'],
  debtorName: ['Ordinante', 'Controparte', 'Beneficiario/Ordinante', 'Ordinante/Beneficiario', 'Counterparty'],
  bankReference: ['Riferimento banca', 'Riferimento', 'ID operazione', 'CRO', 'Bank reference'],
};

/** A column name as compared: no accents, lower case, spaces collapsed and trimmed. */
export function normalizeColumnName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The built-in names, normalised once, with their rank in their role's list. */
const ALIASES = new Map<string, { role: Role; rank: number }>();
for (const [role, names] of Object.entries(CSV_COLUMN_ALIASES) as [Role, readonly string[]][]) {
  names.forEach((name, rank) => ALIASES.set(normalizeColumnName(name), { role, rank }));
}

/** The built-in columns found in a row, or null when it is not a header (no booking date, or no amount). */
export function detectColumns(cells: readonly string[]): CsvColumns | null {
  const best = new Map<Role, { index: number; rank: number }>();
  const description: number[] = [];
  cells.forEach((cell, index) => {
    const alias = ALIASES.get(normalizeColumnName(cell));
    if (alias === undefined) return;
    if (alias.role === 'description') description.push(index);
    else if ((best.get(alias.role)?.rank ?? Infinity) > alias.rank) best.set(alias.role, { index, rank: alias.rank });
  });
  const at = (role: Role) => best.get(role)?.index ?? null;
  const bookedOn = at('bookedOn');
  if (bookedOn === null || (at('amount') === null && at('credit') === null)) return null;
  // Two columns of credits and debits say more than a signed one, when a bank gives both.
  const paired = at('credit') !== null && at('debit') !== null;
  return {
    bookedOn,
    valueOn: at('valueOn'),
    amount: paired ? null : at('amount'),
    credit: paired || at('amount') === null ? at('credit') : null,
    debit: paired ? at('debit') : null,
    description,
    debtorName: at('debtorName'),
    bankReference: at('bankReference'),
  };
}

/**
 * A stored layout's columns in a row: null when the row is not its header (no booking date
 * or amount column of that name); an error naming the header's line when it is, but another
 * column the layout names is missing.
 */
export function columnsFromLayout(cells: readonly string[], layout: CsvLayout, line: number): CsvColumns | null {
  const names = cells.map(normalizeColumnName);
  const find = (name: string | undefined): number | null => {
    if (name === undefined) return null;
    const index = names.indexOf(normalizeColumnName(name));
    return index === -1 ? null : index;
  };
  const bookedOn = find(layout.bookedOn);
  const amountName = layout.amount ?? layout.credit ?? layout.debit;
  if (bookedOn === null || find(amountName) === null) return null;
  const required = (name: string): number => {
    const index = find(name);
    if (index === null) {
      throw StatementUnreadable.at(`Riga ${line}`, `manca la colonna ${quoted(name)} indicata per questo conto.`);
    }
    return index;
  };
  const optional = (name: string | undefined) => (name === undefined ? null : required(name));
  return {
    bookedOn,
    valueOn: optional(layout.valueOn),
    amount: optional(layout.amount),
    credit: layout.amount === undefined ? optional(layout.credit) : null,
    debit: layout.amount === undefined ? optional(layout.debit) : null,
    description: layout.description.map(required),
    debtorName: optional(layout.debtorName),
    bankReference: optional(layout.bankReference),
  };
}

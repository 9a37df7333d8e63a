/** The file formats a bank statement is read from. */
export type StatementFormat = 'camt.053' | 'camt.054' | 'cbi-camt.053' | 'csv';

/** One movement on the account, the same whichever format it was read from. */
export interface StatementEntry {
  /**
   * Identity of the entry at the bank, stable across files: used with a unique constraint so
   * re-imports and overlapping files apply nothing twice (how it is built: entry-key.ts).
   */
  entryKey: string;
  /** 'yyyy-MM-dd'. */
  bookedOn: string;
  /** 'yyyy-MM-dd'. */
  valueOn: string | null;
  /** Integer, always positive; `direction` says which way the money went. */
  amountCents: number;
  /** ISO 4217, 'EUR' for the accounts this is written for. */
  currency: string;
  direction: 'credit' | 'debit';
  /** False for pending entries (camt status PDNG or INFO). */
  booked: boolean;
  /** camt RvslInd true: the bank took back an earlier entry. */
  reversal: boolean;
  debtorName: string | null;
  /** Compact, upper case. */
  debtorIban: string | null;
  /** Every remittance line joined with a single space, whitespace collapsed. */
  remittance: string;
  /** The bank's own reference (camt AcctSvcrRef, a CSV's reference column). */
  bankReference: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** Compact, upper case; null when the file does not say, or holds several accounts. */
  accountIban: string | null;
  entries: StatementEntry[];
}

/** An entry before its key is given: keys depend on the entries read before it (entry-key.ts). */
export type EntryDraft = Omit<StatementEntry, 'entryKey'>;

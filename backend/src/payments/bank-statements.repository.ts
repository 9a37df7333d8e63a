import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { EntryReason, EntryStatus } from './bank-statement-entry.entity.js';
import type { StatementEntry, StatementFormat } from './statements/statement-entry.js';

export interface StatementSummary {
  id: string;
  format: StatementFormat;
  fileName: string;
  accountIban: string | null;
  entries: number;
  credits: number;
  matched: number;
  review: number;
  duplicates: number;
  importedAt: Date;
  importedBy: string;
}

/** An entry ready to be written, with what was decided about it. */
export interface DecidedEntry extends StatementEntry {
  id: string;
  position: number;
  status: EntryStatus;
  reason: EntryReason | null;
  reasonText: string | null;
  bookingId: string | null;
  duplicateOf: string | null;
}

export interface EntryRow {
  id: string;
  statementId: string;
  bookedOn: string;
  amountCents: number;
  currency: string;
  direction: 'credit' | 'debit';
  debtorName: string | null;
  debtorIban: string | null;
  remittance: string;
  status: EntryStatus;
  reason: EntryReason | null;
  reasonText: string | null;
  bookingId: string | null;
  decidedAt: Date | null;
}

const STATEMENT_COLUMNS = `id, format, file_name AS "fileName", account_iban AS "accountIban", entries, credits, matched,
  review, duplicates, imported_at AS "importedAt", imported_by AS "importedBy"`;
const ENTRY_COLUMNS = `id, statement_id AS "statementId", to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn",
  amount_cents AS "amountCents", currency, direction, debtor_name AS "debtorName", debtor_iban AS "debtorIban",
  remittance, status, reason, reason_text AS "reasonText", booking_id AS "bookingId", decided_at AS "decidedAt"`;
/** First key of the advisory lock that runs imports one at a time. */
const IMPORT_LOCK = 0x62616e6b;

/** Every statement on bank_statements and bank_statement_entries. */
@Injectable()
export class BankStatementsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Imports run one at a time until the transaction ends: two overlapping files imported at
   * once must see each other's entries to recognise the duplicates.
   */
  async lockImports(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, 0)', [IMPORT_LOCK]);
  }

  async findByHash(manager: EntityManager, fileHash: string): Promise<StatementSummary | null> {
    const [row] = await manager.query<StatementSummary[]>(
      `SELECT ${STATEMENT_COLUMNS} FROM bank_statements WHERE file_hash = $1`,
      [fileHash],
    );
    return row ?? null;
  }

  async insertStatement(
    manager: EntityManager,
    statement: Omit<StatementSummary, 'id' | 'importedAt'> & { fileHash: string },
  ): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO bank_statements (file_hash, format, file_name, account_iban, entries, credits, matched, review,
              duplicates, imported_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        statement.fileHash,
        statement.format,
        statement.fileName,
        statement.accountIban,
        statement.entries,
        statement.credits,
        statement.matched,
        statement.review,
        statement.duplicates,
        statement.importedBy,
      ],
    );
    return row.id;
  }

  /** The entries already imported under these keys (duplicates excluded), by key. */
  async findKnownKeys(manager: EntityManager, keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await manager.query<{ id: string; entryKey: string }[]>(
      `SELECT id, entry_key AS "entryKey" FROM bank_statement_entries
        WHERE entry_key = ANY($1::varchar[]) AND status <> 'duplicate'`,
      [keys],
    );
    return new Map(rows.map((row) => [row.entryKey, row.id]));
  }

  /** Writes a statement's entries in one statement, whatever their number. */
  async insertEntries(manager: EntityManager, statementId: string, entries: readonly DecidedEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await manager.query(
      `INSERT INTO bank_statement_entries (id, statement_id, position, entry_key, booked_on, value_on, amount_cents,
              currency, direction, debtor_name, debtor_iban, remittance, bank_reference, status, reason, reason_text,
              booking_id, duplicate_of)
       SELECT e.id, $1, e.position, e.entry_key, e.booked_on, e.value_on, e.amount_cents, e.currency, e.direction,
              e.debtor_name, e.debtor_iban, e.remittance, e.bank_reference, e.status, e.reason, e.reason_text,
              e.booking_id, e.duplicate_of
         FROM jsonb_to_recordset($2::jsonb) AS e(id uuid, position int, entry_key varchar, booked_on date, value_on date,
              amount_cents int, currency varchar, direction varchar, debtor_name varchar, debtor_iban varchar,
              remittance varchar, bank_reference varchar, status varchar, reason varchar, reason_text varchar,
              booking_id uuid, duplicate_of uuid)`,
      [
        statementId,
        JSON.stringify(
          entries.map((entry) => ({
            id: entry.id,
            position: entry.position,
            entry_key: entry.entryKey,
            booked_on: entry.bookedOn,
            value_on: entry.valueOn,
            amount_cents: entry.amountCents,
            currency: entry.currency,
            direction: entry.direction,
            debtor_name: entry.debtorName,
            debtor_iban: entry.debtorIban,
            remittance: entry.remittance,
            bank_reference: entry.bankReference,
            status: entry.status,
            reason: entry.reason,
            reason_text: entry.reasonText,
            booking_id: entry.bookingId,
            duplicate_of: entry.duplicateOf,
          })),
        ),
      ],
    );
  }

  async listStatements(limit: number): Promise<StatementSummary[]> {
    return this.dataSource.query<StatementSummary[]>(
      `SELECT ${STATEMENT_COLUMNS} FROM bank_statements ORDER BY imported_at DESC, id LIMIT $1`,
      [limit],
    );
  }

  async statementExists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM bank_statements WHERE id = $1', [id]);
    return rows.length > 0;
  }

  async listEntries(statementId: string): Promise<EntryRow[]> {
    return this.dataSource.query<EntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM bank_statement_entries WHERE statement_id = $1 ORDER BY position`,
      [statementId],
    );
  }

  /** The entries waiting for staff, oldest first. */
  async listReview(limit: number): Promise<EntryRow[]> {
    return this.dataSource.query<EntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM bank_statement_entries WHERE status = 'review' ORDER BY booked_on, id LIMIT $1`,
      [limit],
    );
  }

  /** One entry, locked until the transaction ends: staff deciding it twice at once decide it once. */
  async lockEntry(manager: EntityManager, id: string): Promise<EntryRow | null> {
    const [row] = await manager.query<EntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM bank_statement_entries WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  async decide(
    manager: EntityManager,
    id: string,
    decision: {
      status: EntryStatus;
      reason: EntryReason;
      reasonText: string | null;
      bookingId: string | null;
      decidedBy: string;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE bank_statement_entries
          SET status = $2, reason = $3, reason_text = $4, booking_id = coalesce($5, booking_id), decided_by = $6,
              decided_at = now()
        WHERE id = $1`,
      [id, decision.status, decision.reason, decision.reasonText, decision.bookingId, decision.decidedBy],
    );
  }

  /** A review entry's reason when a new look changes it (a refund found on assigning). */
  async markForReview(manager: EntityManager, id: string, reason: EntryReason, reasonText: string, bookingId: string) {
    await manager.query(
      'UPDATE bank_statement_entries SET reason = $2, reason_text = $3, booking_id = $4 WHERE id = $1',
      [id, reason, reasonText, bookingId],
    );
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { BookingsRepository, type PaymentFacts } from '../bookings/bookings.repository.js';
import { paymentReference } from '../bookings/payment-reference.js';
import { AppError } from '../common/app-error.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import {
  BankStatementsRepository,
  type DecidedEntry,
  type EntryRow,
  type StatementSummary,
} from './bank-statements.repository.js';
import { decideForBooking, type EntryDecision, formatEuro, screenEntry } from './matching.js';
import { PaymentsService } from './payments.service.js';
import { parseStatement } from './statements/parse-statement.js';
import type { ParsedStatement, StatementEntry } from './statements/statement-entry.js';
import { StatementUnreadable } from './statements/statement-unreadable.js';
import type { CsvLayout } from './statements/csv-layout.js';
import { StatementLayoutsRepository } from './statement-layouts.repository.js';
import { databaseFailure } from '../common/all-exceptions.filter.js';

import { IbansRepository } from '../ibans/ibans.repository.js';

const FOREIGN_KEY_VIOLATION = '23503';

export interface StatementImport {
  /** 201 for a new file, 200 for one imported before (nothing applied again). */
  status: 200 | 201;
  statement: StatementSummary;
}

/** What staff are told to do with money whose booking can no longer take it. */
function refundText(
  entry: Pick<StatementEntry, 'amountCents' | 'debtorName' | 'debtorIban'>,
  referenceNumber: number,
): string {
  const payer = entry.debtorName ?? 'chi ha pagato (nome non indicato dalla banca)';
  const iban = entry.debtorIban ? ` (IBAN ${entry.debtorIban})` : '';
  return (
    `Pagamento per ${paymentReference(referenceNumber)} arrivato quando i posti non erano più liberi: ` +
    `rimborsa ${formatEuro(entry.amountCents)} a ${payer}${iban}.`
  );
}

/**
 * Bank statements: import a file once, apply every credit that names a booking and pays
 * exactly what it asks, and keep the rest for staff to assign or dismiss.
 */
@Injectable()
export class BankStatementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: BankStatementsRepository,
    private readonly bookings: BookingsRepository,
    private readonly payments: PaymentsService,
    private readonly audit: AuditService,
    private readonly layouts: StatementLayoutsRepository,
    private readonly ibans: IbansRepository,
  ) {}

  /**
   * Reads and applies a statement in one transaction. The same file again answers the first
   * import; an entry seen in an earlier file is recorded as its duplicate and never applied.
   */
  async importStatement(
    actor: AdminPrincipal,
    file: { bytes: Buffer; fileName: string },
    accountId?: string,
  ): Promise<StatementImport> {
    const fileHash = createHash('sha256').update(file.bytes).digest('hex');
    const known = await this.statements.findByHash(this.dataSource.manager, fileHash);
    if (known) return { status: 200, statement: known };
    const layout = accountId === undefined ? undefined : await this.layoutOf(accountId);
    const parsed = readStatement(file.bytes, layout);

    return transactionWithRetry(this.dataSource, async (manager) => {
      await this.statements.lockImports(manager);
      const imported = await this.statements.findByHash(manager, fileHash);
      if (imported) return { status: 200, statement: imported };

      const decided = await this.decideEntries(manager, actor, parsed);
      const counts = {
        entries: decided.length,
        credits: decided.filter((entry) => entry.status !== 'duplicate' && entry.direction === 'credit' && entry.booked)
          .length,
        matched: decided.filter((entry) => entry.status === 'matched').length,
        review: decided.filter((entry) => entry.status === 'review').length,
        duplicates: decided.filter((entry) => entry.status === 'duplicate').length,
      };
      const summary = {
        format: parsed.format,
        fileName: file.fileName.slice(0, 255),
        accountIban: parsed.accountIban,
        importedBy: actor.id,
        ...counts,
      };
      const id = await this.statements.insertStatement(manager, { ...summary, fileHash });
      await this.statements.insertEntries(manager, id, decided);
      await this.audit.record(manager, actor.id, 'bank_statement.imported', id);
      const statement = await this.statements.findByHash(manager, fileHash);
      if (!statement) throw new Error('The statement just written is not there');
      return { status: 201, statement };
    });
  }

  /** Staff decide that a review entry pays this booking. */
  async assign(actor: AdminPrincipal, entryId: string, bookingId: string): Promise<EntryRow> {
    return transactionWithRetry(this.dataSource, async (manager) => {
      const entry = await this.reviewEntry(manager, entryId);
      const facts = await this.bookings.lockPaymentFacts(manager, bookingId);
      if (!facts) throw new AppError('BOOKING_NOT_FOUND');
      const outcome = await this.payments.apply(manager, facts, entry.amountCents, {
        receivedOn: entry.bookedOn,
        source: 'statement',
        entryId: entry.id,
        recordedBy: actor.id,
        auditAction: 'payment.assigned',
      });
      if (!outcome.applied) throw new AppError('BOOKING_SEATS_GONE');
      await this.statements.decide(manager, entry.id, {
        status: 'matched',
        reason: 'assigned',
        reasonText: `Assegnato a mano a ${paymentReference(facts.referenceNumber)}.`,
        bookingId,
        decidedBy: actor.id,
      });
      return this.entryAfterDecision(manager, entry.id);
    });
  }

  /** Staff set a review entry aside (a refund made, a transfer that is not a booking's), saying why. */
  async dismiss(actor: AdminPrincipal, entryId: string, reason: string | null): Promise<EntryRow> {
    return this.dataSource.transaction(async (manager) => {
      const entry = await this.reviewEntry(manager, entryId);
      await this.statements.decide(manager, entry.id, {
        status: 'ignored',
        reason: 'dismissed',
        reasonText: reason,
        bookingId: null,
        decidedBy: actor.id,
      });
      await this.audit.record(manager, actor.id, 'payment.dismissed', entry.id);
      return this.entryAfterDecision(manager, entry.id);
    });
  }

  /** Saves how a bank account's CSV exports name their columns. */
  async saveLayout(actor: AdminPrincipal, ibanId: string, layout: CsvLayout): Promise<CsvLayout> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.layouts.save(manager, ibanId, layout, actor.id);
        await this.audit.record(manager, actor.id, 'statement_layout.saved', ibanId);
      });
    } catch (error) {
      if (databaseFailure(error)?.sqlState === FOREIGN_KEY_VIOLATION) throw new AppError('IBAN_NOT_FOUND');
      throw error;
    }
    return layout;
  }

  async listStatements(): Promise<StatementSummary[]> {
    return this.statements.listStatements(200);
  }

  async listEntries(statementId: string): Promise<EntryRow[]> {
    if (!(await this.statements.statementExists(statementId))) throw new AppError('BANK_STATEMENT_NOT_FOUND');
    return this.statements.listEntries(statementId);
  }

  async listReview(): Promise<EntryRow[]> {
    return this.statements.listReview(500);
  }

  /**
   * Decides every entry in file order, applying payments as it goes: a second transfer for
   * the same booking is judged on what the first one left to pay.
   */
  private async decideEntries(
    manager: EntityManager,
    actor: AdminPrincipal,
    parsed: ParsedStatement,
  ): Promise<DecidedEntry[]> {
    const knownKeys = await this.statements.findKnownKeys(
      manager,
      parsed.entries.map((entry) => entry.entryKey),
    );
    const screened = parsed.entries.map((entry) => (knownKeys.has(entry.entryKey) ? null : screenEntry(entry)));
    const numbers = [...new Set(screened.flatMap((step) => (step?.kind === 'lookup' ? [step.referenceNumber] : [])))];
    const bookings: Map<number, PaymentFacts> = await this.bookings.lockPaymentFactsByNumber(manager, numbers);

    const decided: DecidedEntry[] = [];
    for (const [position, entry] of parsed.entries.entries()) {
      const id = randomUUID();
      const base = { ...fitted(entry), id, position, bookingId: null, duplicateOf: null };
      const duplicateOf = knownKeys.get(entry.entryKey);
      if (duplicateOf) {
        decided.push({
          ...base,
          status: 'duplicate',
          reason: null,
          reasonText: 'Già importato con un estratto conto precedente.',
          duplicateOf,
        });
        continue;
      }
      const step = screened[position];
      if (!step) throw new Error('An entry that is no duplicate was not screened');
      if (step.kind !== 'lookup') {
        decided.push(this.asEntry(base, step));
        continue;
      }
      const facts = bookings.get(step.referenceNumber) ?? null;
      const decision = decideForBooking(entry.amountCents, facts, step.referenceNumber);
      if (decision.kind !== 'apply') {
        decided.push(this.asEntry(base, decision));
        continue;
      }
      if (!facts) throw new Error('A payment was decided for no booking');
      const outcome = await this.payments.apply(manager, facts, entry.amountCents, {
        receivedOn: entry.bookedOn,
        source: 'statement',
        entryId: id,
        recordedBy: actor.id,
        auditAction: 'payment.matched',
      });
      if (outcome.applied) {
        bookings.set(step.referenceNumber, outcome.facts);
        decided.push({ ...base, status: 'matched', reason: null, reasonText: null, bookingId: facts.id });
      } else {
        decided.push({
          ...base,
          status: 'review',
          reason: 'refund_due',
          reasonText: refundText(entry, step.referenceNumber),
          bookingId: facts.id,
        });
      }
    }
    return decided;
  }

  private asEntry(
    base: Omit<DecidedEntry, 'status' | 'reason' | 'reasonText'>,
    decision: Exclude<EntryDecision, { kind: 'apply' }>,
  ): DecidedEntry {
    return {
      ...base,
      status: decision.kind === 'ignore' ? 'ignored' : 'review',
      reason: decision.reason,
      reasonText: decision.text,
      bookingId: decision.kind === 'review' ? decision.bookingId : null,
    };
  }

  /** The account's saved CSV layout; none saved reads the file by the built-in column names. */
  private async layoutOf(accountId: string): Promise<CsvLayout | undefined> {
    const saved = await this.layouts.find(accountId);
    if (saved) return saved.layout;
    if (!(await this.ibans.find(this.dataSource.manager, accountId))) throw new AppError('IBAN_NOT_FOUND');
    return undefined;
  }

  private async reviewEntry(manager: EntityManager, entryId: string): Promise<EntryRow> {
    const entry = await this.statements.lockEntry(manager, entryId);
    if (!entry) throw new AppError('STATEMENT_ENTRY_NOT_FOUND');
    if (entry.status !== 'review') throw new AppError('STATEMENT_ENTRY_DECIDED');
    return entry;
  }

  private async entryAfterDecision(manager: EntityManager, id: string): Promise<EntryRow> {
    const entry = await this.statements.lockEntry(manager, id);
    if (!entry) throw new Error(`Entry ${id} vanished inside its own transaction`);
    return entry;
  }
}

/** An entry cut to the columns that keep it: banks' free texts have no agreed length. */
function fitted(entry: StatementEntry): StatementEntry {
  return {
    ...entry,
    debtorName: entry.debtorName?.slice(0, 140) ?? null,
    debtorIban: entry.debtorIban?.slice(0, 34) ?? null,
    remittance: entry.remittance.slice(0, 1000),
    bankReference: entry.bankReference?.slice(0, 100) ?? null,
  };
}

/** The statement in the file, or a 400 saying where it cannot be read. */
function readStatement(bytes: Buffer, layout: CsvLayout | undefined): ParsedStatement {
  try {
    return parseStatement(bytes, layout);
  } catch (error) {
    if (error instanceof StatementUnreadable) throw new AppError('STATEMENT_UNREADABLE', undefined, error.message);
    throw error;
  }
}

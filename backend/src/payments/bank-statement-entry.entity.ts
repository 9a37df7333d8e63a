import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { BankStatement } from './bank-statement.entity.js';

export const ENTRY_STATUSES = ['matched', 'review', 'ignored', 'duplicate'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * Why an entry waits for staff, or why it was set aside: a code for the screens and filters,
 * next to the Italian sentence staff read.
 */
export const ENTRY_REASONS = [
  'debit',
  'pending',
  'reversal',
  'not_euro',
  'no_reference',
  'unknown_reference',
  'several_references',
  'amount_mismatch',
  'overpaid',
  'already_paid',
  'refund_due',
  'dismissed',
  'assigned',
] as const;
export type EntryReason = (typeof ENTRY_REASONS)[number];

/**
 * One movement of an imported statement, kept as the bank wrote it. A movement appears in
 * one statement and again in an overlapping one: the first is the entry, the others are
 * recorded as duplicates of it and never applied.
 */
@Entity('bank_statement_entries')
@Index('bank_statement_entries_key_unique', ['entryKey'], { unique: true, where: "status <> 'duplicate'" })
@Index('bank_statement_entries_statement_idx', ['statementId', 'position'])
@Index('bank_statement_entries_review_idx', ['bookedOn'], { where: "status = 'review'" })
@Check('bank_statement_entries_status', "status IN ('matched', 'review', 'ignored', 'duplicate')")
@Check('bank_statement_entries_amount', 'amount_cents >= 0')
@Check('bank_statement_entries_direction', "direction IN ('credit', 'debit')")
export class BankStatementEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'statement_id', type: 'uuid' })
  statementId: string;

  @ManyToOne(() => BankStatement, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'statement_id' })
  statement?: Relation<BankStatement>;

  /** Its order in the file. */
  @Column({ type: 'int' })
  position: number;

  /** The movement's identity at the bank (statement-entry.ts): the same in every file that holds it. */
  @Column({ name: 'entry_key', type: 'varchar', length: 200 })
  entryKey: string;

  @Column({ name: 'booked_on', type: 'date' })
  bookedOn: string;

  @Column({ name: 'value_on', type: 'date', nullable: true })
  valueOn: string | null;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 6 })
  direction: 'credit' | 'debit';

  @Column({ name: 'debtor_name', type: 'varchar', length: 140, nullable: true })
  debtorName: string | null;

  @Column({ name: 'debtor_iban', type: 'varchar', length: 34, nullable: true })
  debtorIban: string | null;

  @Column({ type: 'varchar', length: 1000 })
  remittance: string;

  @Column({ name: 'bank_reference', type: 'varchar', length: 100, nullable: true })
  bankReference: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: EntryStatus;

  @Column({ type: 'varchar', length: 30, nullable: true })
  reason: EntryReason | null;

  /** What staff read: why it waits, or what was decided and why. */
  @Column({ name: 'reason_text', type: 'varchar', length: 500, nullable: true })
  reasonText: string | null;

  /** The booking it paid, or the one it most likely concerns while in review. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  @ManyToOne(() => Booking, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  /** For a duplicate, the entry it repeats. */
  @Column({ name: 'duplicate_of', type: 'uuid', nullable: true })
  duplicateOf: string | null;

  @ManyToOne(() => BankStatementEntry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'duplicate_of' })
  original?: Relation<BankStatementEntry>;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<AdminUser>;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { BankStatementEntry } from './bank-statement-entry.entity.js';

export const PAYMENT_SOURCES = ['manual', 'statement'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/**
 * Money the agency received for a booking: recorded by staff, or read from a bank statement.
 * The booking's amount paid is the sum of these; a statement entry pays at most once.
 */
@Entity('payments')
@Index('payments_booking_idx', ['bookingId', 'receivedOn'])
@Index('payments_entry_unique', ['entryId'], { unique: true, where: 'entry_id IS NOT NULL' })
@Check('payments_amount', 'amount_cents > 0')
@Check('payments_source', "source IN ('manual', 'statement')")
@Check('payments_statement_entry', "(source = 'statement') = (entry_id IS NOT NULL)")
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  /** The day the money reached the account (the statement's booking date), Europe/Rome. */
  @Column({ name: 'received_on', type: 'date' })
  receivedOn: string;

  @Column({ type: 'varchar', length: 10 })
  source: PaymentSource;

  @Column({ name: 'entry_id', type: 'uuid', nullable: true })
  entryId: string | null;

  // Deferred: an import applies a payment before it writes the entries of the file in one statement.
  @ManyToOne(() => BankStatementEntry, { onDelete: 'RESTRICT', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'entry_id' })
  entry?: Relation<BankStatementEntry>;

  /** Who recorded it, or who imported the statement that paid it. */
  @Column({ name: 'recorded_by', type: 'uuid' })
  recordedBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'recorded_by' })
  recorder?: Relation<AdminUser>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

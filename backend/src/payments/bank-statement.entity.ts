import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';

export const STATEMENT_FORMATS = ['camt.053', 'camt.054', 'cbi-camt.053', 'csv'] as const;

/** A bank statement file staff imported, once: the same file again is recognised by its hash. */
@Entity('bank_statements')
@Index('bank_statements_file_hash_unique', ['fileHash'], { unique: true })
@Index('bank_statements_imported_idx', ['importedAt'])
@Check('bank_statements_format', "format IN ('camt.053', 'camt.054', 'cbi-camt.053', 'csv')")
export class BankStatement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** SHA-256 of the file's bytes. */
  @Column({ name: 'file_hash', type: 'char', length: 64 })
  fileHash: string;

  @Column({ type: 'varchar', length: 20 })
  format: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  /** The account the statement is of, when the file says. */
  @Column({ name: 'account_iban', type: 'varchar', length: 34, nullable: true })
  accountIban: string | null;

  /** Counts of the import, as answered to staff. */
  @Column({ type: 'int' })
  entries: number;

  @Column({ type: 'int' })
  credits: number;

  @Column({ type: 'int' })
  matched: number;

  @Column({ type: 'int' })
  review: number;

  @Column({ type: 'int' })
  duplicates: number;

  @Column({ name: 'imported_by', type: 'uuid' })
  importedBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'imported_by' })
  importer?: Relation<AdminUser>;

  @CreateDateColumn({ name: 'imported_at', type: 'timestamptz' })
  importedAt: Date;
}

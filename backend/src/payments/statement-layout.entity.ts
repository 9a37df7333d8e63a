import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';
import { SavedIban } from '../ibans/saved-iban.entity.js';
import type { CsvLayout } from './statements/csv-layout.js';

/** How a bank account's CSV export names its columns, when no built-in layout reads it. */
@Entity('statement_csv_layouts')
export class StatementCsvLayout {
  @PrimaryColumn({ name: 'iban_id', type: 'uuid' })
  ibanId: string;

  @OneToOne(() => SavedIban, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'iban_id' })
  iban?: Relation<SavedIban>;

  @Column({ type: 'jsonb' })
  layout: CsvLayout;

  @Column({ name: 'updated_by', type: 'uuid' })
  updatedBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'updated_by' })
  updater?: Relation<AdminUser>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

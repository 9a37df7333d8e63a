import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';

export const DEFAULT_BANK_NAME = 'Non specificato';

/** A bank account customers may be asked to pay into. */
@Entity('saved_ibans')
@Index('saved_ibans_one_active_system', ['isActiveSystem'], { unique: true, where: 'is_active_system' })
@Check('saved_ibans_system_is_active', 'is_active OR NOT is_active_system')
export class SavedIban {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_holder', type: 'varchar', length: 100 })
  accountHolder: string;

  /** Normalised: upper case, no spaces (at most 34 characters by ISO 13616). */
  @Column({ type: 'varchar', length: 34, unique: true })
  iban: string;

  @Column({ name: 'bank_name', type: 'varchar', length: 100, default: DEFAULT_BANK_NAME })
  bankName: string;

  /** Offered for new booking links; links already issued keep their IBAN either way. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** The system IBAN: the one the checkout's links use. One row at most, by the partial index. */
  @Column({ name: 'is_active_system', type: 'boolean', default: false })
  isActiveSystem: boolean;

  /**
   * The demo account development seeds into an empty database (DECISIONS 32): no one's
   * account, shown as such to staff and customers. Never in production.
   */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  /** When a link was last made with it or it last became the system IBAN. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<AdminUser>;
}

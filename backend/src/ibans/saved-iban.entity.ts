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

export const IBAN_APPROVALS = ['pending', 'approved', 'cancelled'] as const;
/**
 * pending: added, waiting for another owner's approval or its 24 hours, offered for nothing;
 * approved: usable; cancelled: an owner refused it, kept for the record and listed nowhere.
 */
export type IbanApproval = (typeof IBAN_APPROVALS)[number];

/** A bank account customers may be asked to pay into. */
@Entity('saved_ibans')
@Index('saved_ibans_one_active_system', ['isActiveSystem'], { unique: true, where: 'is_active_system' })
// A refused IBAN stays for the record, and the same number may be proposed again.
@Index('saved_ibans_iban_unique', ['iban'], { unique: true, where: "approval <> 'cancelled'" })
@Check('saved_ibans_system_is_active', 'is_active OR NOT is_active_system')
@Check('saved_ibans_approval', "approval IN ('pending', 'approved', 'cancelled')")
@Check('saved_ibans_system_is_approved', "approval = 'approved' OR NOT is_active_system")
export class SavedIban {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_holder', type: 'varchar', length: 100 })
  accountHolder: string;

  /** Normalised: upper case, no spaces (at most 34 characters by ISO 13616). */
  @Column({ type: 'varchar', length: 34 })
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

  /**
   * Whether links may pay into it (decision A8): an IBAN added while the agency has one already
   * waits, so that one owner's password cannot redirect the customers' money unnoticed. Pending
   * by default: only the repository's insert, which decides, makes one usable at once.
   */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  approval: IbanApproval;

  /** When a pending IBAN becomes usable by itself: 24 hours after it was added with a single owner; null while it waits for another owner. */
  @Column({ name: 'effective_at', type: 'timestamptz', nullable: true })
  effectiveAt: Date | null;

  /** The owner who approved or cancelled it; null when nobody did (the first one, or its 24 hours passed). */
  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<AdminUser>;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}

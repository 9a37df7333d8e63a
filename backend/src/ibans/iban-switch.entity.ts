import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';
import { SavedIban } from './saved-iban.entity.js';

export const IBAN_SWITCH_STATUSES = ['pending', 'approved', 'applied', 'cancelled'] as const;
/** pending: waiting; approved: another owner approved it; applied: its 24 hours passed; cancelled: an owner stopped it. */
export type IbanSwitchStatus = (typeof IBAN_SWITCH_STATUSES)[number];

/**
 * A request to make another IBAN the system one, where every new booking pays. It waits for a
 * second owner's approval, or 24 hours when the agency has one owner, so that one stolen
 * password cannot redirect the customers' money unnoticed (API.md "Owners, staff and step-up").
 */
@Entity('iban_switches')
// One switch waits at a time: a second request would hide the first.
@Index('iban_switches_one_pending', ['status'], { unique: true, where: "status = 'pending'" })
@Check('iban_switches_status', "status IN ('pending', 'approved', 'applied', 'cancelled')")
export class IbanSwitch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'iban_id', type: 'uuid' })
  ibanId: string;

  @ManyToOne(() => SavedIban, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'iban_id' })
  iban?: Relation<SavedIban>;

  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'requested_by' })
  requester?: Relation<AdminUser>;

  @CreateDateColumn({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;

  /** When it applies by itself: 24 hours after the request with a single owner; null while it waits for a second owner. */
  @Column({ name: 'effective_at', type: 'timestamptz', nullable: true })
  effectiveAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: IbanSwitchStatus;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<AdminUser>;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}

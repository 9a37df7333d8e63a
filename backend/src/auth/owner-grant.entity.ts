import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from './admin-user.entity.js';

export const OWNER_GRANT_STATUSES = ['pending', 'approved', 'applied', 'cancelled'] as const;
/** pending: waiting; approved: another owner approved it; applied: its 24 hours passed; cancelled: an owner stopped it, or the account was disabled. */
export type OwnerGrantStatus = (typeof OWNER_GRANT_STATUSES)[number];

/**
 * A request to make an account an owner, by creating it as one or promoting it (decision A8).
 * An owner approves IBANs, so a second owner made by one stolen password would approve its
 * maker's switch: the role takes effect only at another owner's approval, or after 24 hours
 * when the agency has one owner, every owner told.
 */
@Entity('owner_grants')
// One request waits per account: asking again changes nothing.
@Index('owner_grants_one_pending', ['adminUserId'], { unique: true, where: "status = 'pending'" })
@Check('owner_grants_status', "status IN ('pending', 'approved', 'applied', 'cancelled')")
export class OwnerGrant {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The account that would become an owner. */
  @Column({ name: 'admin_user_id', type: 'uuid' })
  adminUserId: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'admin_user_id' })
  account?: Relation<AdminUser>;

  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'requested_by' })
  requester?: Relation<AdminUser>;

  @CreateDateColumn({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;

  /** When it applies by itself: 24 hours after the request with a single owner; null while it waits for another owner. */
  @Column({ name: 'effective_at', type: 'timestamptz', nullable: true })
  effectiveAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OwnerGrantStatus;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<AdminUser>;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}

import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

export const ADMIN_ROLES = ['owner', 'staff'] as const;
/** owner: also manages staff accounts, IBANs and the system IBAN; staff: the daily work. */
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A member of the agency's staff who signs in to the admin area. Accounts are disabled, never deleted. */
@Entity('admin_users')
@Check('admin_users_role', "role IN ('owner', 'staff')")
@Check('admin_users_owner_since', "(role = 'owner') = (owner_since IS NOT NULL)")
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased, so that the unique index holds whatever case it is typed in. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** argon2id, in the PHC string format (parameters and salt included). */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 10, default: 'staff' })
  role: AdminRole;

  /**
   * When the owner role took effect; null for staff. An approval counts only from an owner who
   * was one before the request (decision A8), so an owner made to approve cannot approve it.
   */
  @Column({ name: 'owner_since', type: 'timestamptz', nullable: true })
  ownerSince: Date | null;

  /** Tokens issued before this instant stop working, except the one that made the change. */
  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt: Date;

  /** The token that changed the password: its holder stays signed in, every other session ends. */
  @Column({ name: 'password_changed_by_jti', type: 'uuid', nullable: true })
  passwordChangedByJti: string | null;

  /** When the account was last disabled: tokens issued before it never work again, enabled or not. */
  @Column({ name: 'tokens_revoked_at', type: 'timestamptz', nullable: true })
  tokensRevokedAt: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The admin who added this one; null for the first admin, made at start. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => AdminUser, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by' })
  creator?: AdminUser | null;
}

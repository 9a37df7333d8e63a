import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';

/**
 * What an admin did: who (the admin's id), a stable action code and what it was done to (an
 * id). Nothing else: the trail holds no personal data besides the acting admin.
 */
@Entity('admin_audit_events')
@Index('admin_audit_events_created_idx', ['createdAt'])
export class AdminAuditEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'admin_user_id', type: 'uuid' })
  adminUserId: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser?: AdminUser;

  /** e.g. 'auth.login', 'admin_user.created': lower-case words, the area first. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** The id of what the action was about, when there is one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  subject: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

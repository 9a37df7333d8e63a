import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A sign-in attempt that did not succeed (or is still being checked), counted per client and
 * per account to slow down password guessing. Both are keyed hashes: neither the address nor
 * the e-mail typed can be read back.
 */
@Entity('admin_login_failures')
@Index('admin_login_failures_client_recent_idx', ['clientHash', 'createdAt'])
@Index('admin_login_failures_account_recent_idx', ['accountHash', 'createdAt'])
export class AdminLoginFailure {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;

  @Column({ name: 'account_hash', type: 'varchar', length: 64 })
  accountHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

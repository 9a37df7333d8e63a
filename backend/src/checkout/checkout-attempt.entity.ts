import { CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Column } from 'typeorm';

/** One online-booking attempt, kept only to limit how often one client may try. */
@Entity('checkout_attempts')
@Index('checkout_attempts_client_recent_idx', ['clientHash', 'createdAt'])
export class CheckoutAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  /** A keyed hash of the client's address, never the address. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One request counted against a per-client limit; kept only as long as the longest window. */
@Entity('client_attempts')
@Index('client_attempts_recent_idx', ['purpose', 'clientHash', 'createdAt'])
export class ClientAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  /** Which limit it counts against, e.g. 'booking.create'. */
  @Column({ type: 'varchar', length: 40 })
  purpose: string;

  /** A keyed hash of the client's address, never the address. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

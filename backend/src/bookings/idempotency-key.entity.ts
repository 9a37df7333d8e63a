import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A booking request's Idempotency-Key: a retry with the same key and body gets the stored
 * answer instead of a second booking. Kept a day.
 */
@Entity('idempotency_keys')
@Index('idempotency_keys_created_idx', ['createdAt'])
export class IdempotencyKey {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** SHA-256 of the operation, the link and the body: the same key with another body is refused. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  /** The answer sent the first time; null only inside the transaction that makes it. */
  @Column({ type: 'jsonb', nullable: true })
  response: object | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

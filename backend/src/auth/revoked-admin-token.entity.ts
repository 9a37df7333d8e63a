import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A signed-out token, refused until it would have expired anyway; then the row is purged. */
@Entity('admin_revoked_tokens')
@Index('admin_revoked_tokens_expires_idx', ['expiresAt'])
export class RevokedAdminToken {
  @PrimaryColumn({ type: 'uuid' })
  jti: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}

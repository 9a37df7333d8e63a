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
import { Partner } from './partner.entity.js';
import { PARTNER_SCOPES, type PartnerScope } from './partner-scopes.js';

/**
 * A partner's API key (decision PA2). The key itself is shown once; what stays is its id,
 * which the key carries, and the SHA-256 of its secret. It works while not revoked and not
 * past `expires_at`; a rotation sets the replaced key's `expires_at` to the end of the overlap.
 */
@Entity('partner_api_keys')
@Index('partner_api_keys_partner_idx', ['partnerId'])
// A key is replaced once: a second rotation of the same key would leave two successors.
@Index('partner_api_keys_replaces_idx', ['replacesKeyId'], { unique: true, where: 'replaces_key_id IS NOT NULL' })
@Check('partner_api_keys_hash_length', 'octet_length(secret_hash) = 32')
@Check(
  'partner_api_keys_scopes',
  `cardinality(scopes) >= 1 AND scopes <@ ARRAY[${PARTNER_SCOPES.map((scope) => `'${scope}'`).join(', ')}]::varchar[]`,
)
@Check('partner_api_keys_not_self', 'replaces_key_id IS NULL OR replaces_key_id <> id')
export class PartnerApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'partner_id', type: 'uuid' })
  partnerId: string;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** SHA-256 of the key's secret part. */
  @Column({ name: 'secret_hash', type: 'bytea' })
  secretHash: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<AdminUser>;

  /** Refused from this instant on; null: no end of its own. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'revoked_by' })
  revoker?: Relation<AdminUser>;

  /** What the key may do (decision PA10); every scope unless the owner chose fewer. */
  @Column({ type: 'varchar', length: 20, array: true, default: () => `'{${PARTNER_SCOPES.join(',')}}'` })
  scopes: PartnerScope[];

  /** Written at most once a minute, so that a busy key does not cost a write per request. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** The key this one rotated: that key stopped at the end of the overlap the owner chose. */
  @Column({ name: 'replaces_key_id', type: 'uuid', nullable: true })
  replacesKeyId: string | null;

  @ManyToOne(() => PartnerApiKey, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'replaces_key_id' })
  replaces?: Relation<PartnerApiKey>;
}

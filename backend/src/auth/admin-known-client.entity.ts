import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A client (an address, an IPv6 /64) that signed in to an account lately: guessing spread over
 * many addresses can fill the account's ceiling of failures, and the owner at their usual
 * address still gets in (decision A4). Keyed hashes like the failures: neither the address
 * nor the e-mail can be read back.
 */
@Entity('admin_known_clients')
@Index('admin_known_clients_last_success_idx', ['lastSuccessAt'])
export class AdminKnownClient {
  @PrimaryColumn({ name: 'account_hash', type: 'varchar', length: 64 })
  accountHash: string;

  @PrimaryColumn({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;

  @Column({ name: 'last_success_at', type: 'timestamptz' })
  lastSuccessAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_requests')
@Index('contact_requests_client_recent_idx', ['clientHash', 'createdAt'])
@Index('contact_requests_created_at_idx', ['createdAt'])
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  /** 'Scrivo perché', also written at the top of the message as the agency reads it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  @Column({ type: 'text' })
  message: string;

  /** The trip the visitor was looking at (slug), when the form came from a trip page. */
  @Column({ name: 'destination_id', type: 'varchar', length: 100, nullable: true })
  destinationId: string | null;

  @Column({ name: 'travel_date', type: 'varchar', length: 100, nullable: true })
  travelDate: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  airport: string | null;

  /** 'ads' for visitors from advertising (the /ads-special pages), or another campaign tag. */
  @Column({ name: 'referral_source', type: 'varchar', length: 50, nullable: true })
  referralSource: string | null;

  @Column({ name: 'privacy_accepted_at', type: 'timestamptz' })
  privacyAcceptedAt: Date;

  /** A keyed hash of the sender's address, only to limit how often one client can write. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When a member of staff marked the request as answered; null while it waits. */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}

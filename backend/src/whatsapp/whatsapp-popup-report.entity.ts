import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One report of a blocked window, known click or not: the per-client limit of that route
 * counts them. Kept only as long as the limit looks back, and a little longer.
 */
@Entity('whatsapp_popup_reports')
@Index('whatsapp_popup_reports_client_recent_idx', ['clientHash', 'reportedAt'])
export class WhatsappPopupReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;

  @CreateDateColumn({ name: 'reported_at', type: 'timestamptz' })
  reportedAt: Date;
}

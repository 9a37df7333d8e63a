import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SiteSettings } from './site-settings.js';

/** A single row (id 1): the agency edits one set of facts, never several. */
@Entity('site_settings')
@Check('site_settings_single_row', 'id = 1')
export class SiteSettingsRow {
  @PrimaryColumn({ type: 'int', default: 1 })
  id: number;

  @Column({ type: 'jsonb' })
  settings: SiteSettings;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

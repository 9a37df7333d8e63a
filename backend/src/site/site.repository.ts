import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SITE_SETTINGS_SEED } from '../database/seed/site-settings.seed.js';
import type { SiteSettings } from './site-settings.js';

/**
 * The version is the row's updated_at written by PostgreSQL itself, to the microsecond: a
 * JavaScript Date keeps milliseconds only and would never equal the stored value again.
 */
const VERSION_SQL = `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The agency's facts with the version an editor sends back to save them. */
export interface SiteSettingsRecord {
  settings: SiteSettings;
  version: string;
}

/** The row as stored: one saved before the legal details existed has none. */
type StoredSiteSettings = Omit<SiteSettings, 'legal'> & Partial<Pick<SiteSettings, 'legal'>>;

/**
 * The settings with what a row saved before a field existed lacks taken from the seed, so
 * that every reader (pages, documents, the admin form) finds a complete set; the first save
 * in the admin area stores them.
 */
function completeSettings(stored: StoredSiteSettings): SiteSettings {
  return { ...stored, legal: stored.legal ?? structuredClone(SITE_SETTINGS_SEED.legal) };
}

/** Every statement on site_settings, the single row (id 1) the seed writes. */
@Injectable()
export class SiteRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(): Promise<SiteSettingsRecord> {
    const [row] = await this.dataSource.query<{ settings: StoredSiteSettings; version: string }[]>(
      `SELECT settings, ${VERSION_SQL} AS version FROM site_settings WHERE id = 1`,
    );
    if (!row) throw new Error('The site settings are missing: the seed writes them');
    return { settings: completeSettings(row.settings), version: row.version };
  }

  /**
   * Replaces the settings in one conditional UPDATE, only while the row still has `version`:
   * PostgreSQL re-checks the condition of a concurrent save after the first one commits, so
   * the second finds nothing to update (null) instead of undoing the first one's work.
   */
  async replace(manager: EntityManager, version: string, settings: SiteSettings): Promise<SiteSettingsRecord | null> {
    const [rows] = await manager.query<[SiteSettingsRecord[], number]>(
      `UPDATE site_settings
          SET settings = $2::jsonb,
              -- Strictly later, even if the clock stepped back: a version is never handed out twice.
              updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond')
        WHERE id = 1 AND updated_at = $1::timestamptz
        RETURNING settings, ${VERSION_SQL} AS version`,
      [version, JSON.stringify(settings)],
    );
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    return rows[0] ?? null;
  }
}

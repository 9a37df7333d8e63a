import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { SiteSettings } from './site-settings.js';
import { SiteSettingsRow } from './site-settings.entity.js';

const TTL_MS = 60_000;

/** Read on every page: kept as ready-made JSON for a minute, like the catalogue. */
@Injectable()
export class SiteService {
  private cache: { settings: SiteSettings; json: { body: string; etag: string }; loadedAt: number } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  async settings(): Promise<SiteSettings> {
    return (await this.current()).settings;
  }

  async settingsJson(): Promise<{ body: string; etag: string }> {
    return (await this.current()).json;
  }

  private async current() {
    if (this.cache && Date.now() - this.cache.loadedAt < TTL_MS) return this.cache;
    const row = await this.dataSource.getRepository(SiteSettingsRow).findOneByOrFail({ id: 1 });
    // The tag ids are deployment configuration, not content: they join the stored facts here.
    const body = JSON.stringify({ ...row.settings, tracking: this.config.tracking });
    this.cache = {
      settings: row.settings,
      json: { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` },
      loadedAt: Date.now(),
    };
    return this.cache;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PUBLISHED_BOOKING_POLICY } from '../bookings/booking-policy.js';
import { type CachedJson, toCachedJson } from '../common/cached-json.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { SiteSettings } from './site-settings.js';
import { SiteRepository } from './site.repository.js';

const TTL_MS = 60_000;

/**
 * Read on every page: kept as ready-made JSON for a minute, like the catalogue. A save in the
 * admin area empties this replica's copy at once; the other replicas reload theirs within the
 * minute, which is how a change reaches them (no message passes between replicas).
 */
@Injectable()
export class SiteService {
  private cache: { settings: SiteSettings; json: CachedJson; loadedAt: number } | null = null;

  constructor(
    private readonly siteSettings: SiteRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  async settings(): Promise<SiteSettings> {
    return (await this.current()).settings;
  }

  async settingsJson(): Promise<CachedJson> {
    return (await this.current()).json;
  }

  private async current() {
    if (this.cache && Date.now() - this.cache.loadedAt < TTL_MS) return this.cache;
    const row = await this.siteSettings.find();
    this.cache = {
      settings: row.settings,
      // The tag ids are deployment configuration and the booking rules are the server's own, not
      // content: both join the stored facts here, so every page has what its texts state.
      json: toCachedJson({ ...row.settings, tracking: this.config.tracking, bookingPolicy: PUBLISHED_BOOKING_POLICY }),
      loadedAt: Date.now(),
    };
    return this.cache;
  }
}

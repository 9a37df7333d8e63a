import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '../common/app-error.js';
import type { CachedJson } from '../common/cached-json.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { SiteService } from '../site/site.service.js';

export type PageLanguage = 'it' | 'en';

/** The contract of frontend/src/entry-server.tsx (renderPage), as this side uses it. */
interface PageDataSource {
  site(): Promise<unknown>;
  trips(language: PageLanguage): Promise<unknown>;
  trip(slugOrAlias: string, language: PageLanguage): Promise<{ slug: string } | null>;
}

export type RenderedPage = { kind: 'page'; status: 200 | 404; html: string } | { kind: 'redirect'; location: string };

type RenderPage = (request: {
  url: string;
  language: PageLanguage;
  origin: string;
  template: string;
  data: PageDataSource;
}) => Promise<RenderedPage>;

interface CacheEntry {
  page: RenderedPage;
  /** The cached bodies the page was made from, each with the way to fetch it again. */
  sources: Array<{ current: () => Promise<CachedJson | null>; used: CachedJson | null }>;
}

/** Pages kept rendered; beyond this the oldest go. Only existing pages are kept (no 404s). */
const CACHE_LIMIT = 300;

const parse = (json: CachedJson) => JSON.parse(json.body.toString('utf8')) as unknown;

/**
 * Renders the public pages on the server with the frontend's own code and the data the
 * catalogue and site services already hold. A page is rendered once and served again until
 * one of the bodies it was made from changes (the services reload them every minute).
 */
export class PageRenderer {
  private readonly cache = new Map<string, CacheEntry>();

  private constructor(
    private readonly renderPage: RenderPage,
    private readonly template: string,
    private readonly origin: string,
    private readonly catalogue: CatalogueService,
    private readonly site: SiteService,
  ) {}

  /** Null when the frontend's server render is not built: pages are then served as the bare shell. */
  static async load(
    serverDir: string,
    template: string,
    origin: string,
    catalogue: CatalogueService,
    site: SiteService,
  ): Promise<PageRenderer | null> {
    const entry = path.join(serverDir, 'entry-server.js');
    if (!fs.existsSync(entry)) return null;
    const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
    return new PageRenderer(module.renderPage, template, origin, catalogue, site);
  }

  async render(url: string, language: PageLanguage): Promise<RenderedPage> {
    const key = `${language} ${url}`;
    const cached = this.cache.get(key);
    if (cached && (await this.isCurrent(cached))) return cached.page;

    const sources: CacheEntry['sources'] = [];
    const use = async (current: () => Promise<CachedJson | null>) => {
      const used = await current();
      sources.push({ current, used });
      return used;
    };
    const data: PageDataSource = {
      site: async () => parse((await use(() => this.site.settingsJson()))!),
      trips: async (lang) => parse((await use(() => this.catalogue.listTripsJson(lang)))!),
      trip: async (slugOrAlias, lang) => {
        const json = await use(() => this.tripJson(slugOrAlias, lang));
        return json && (parse(json) as { slug: string });
      },
    };
    const page = await this.renderPage({ url, language, origin: this.origin, template: this.template, data });

    this.cache.delete(key);
    if (page.kind === 'redirect' || page.status === 200) {
      this.cache.set(key, { page, sources });
      if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    }
    return page;
  }

  private async tripJson(slugOrAlias: string, language: PageLanguage): Promise<CachedJson | null> {
    try {
      return await this.catalogue.getTripJson(slugOrAlias, language);
    } catch (error) {
      if (error instanceof AppError && error.code === 'TRIP_NOT_FOUND') return null;
      throw error;
    }
  }

  private async isCurrent(entry: CacheEntry): Promise<boolean> {
    for (const source of entry.sources) {
      if ((await source.current()) !== source.used) return false;
    }
    return true;
  }
}

/** The language a visitor chose with the site's switch (a cookie); Italian otherwise. */
export function languageFromCookie(cookieHeader: string | undefined): PageLanguage {
  const match = /(?:^|;\s*)language=(it|en)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] === 'en' ? 'en' : 'it';
}

import { AppError } from '../common/app-error.js';
import type { CachedJson } from '../common/cached-json.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { SiteService } from '../site/site.service.js';
import {
  loadServerRender,
  type PageDataSource,
  type PageLanguage,
  type RenderedPage,
  type ServerRender,
} from './server-render.js';

export type { PageLanguage, RenderedPage };

/**
 * A page the browser alone draws (the admin area, the customer's pages under a token or a
 * booking id): sent bare, never rendered nor kept.
 */
export const BROWSER_ONLY = { kind: 'browser-only' } as const;
export type PageAnswer = RenderedPage | typeof BROWSER_ONLY;

interface CacheEntry {
  page: RenderedPage;
  /** The cached bodies the page was made from, each with the way to fetch it again. */
  sources: Array<{ current: () => Promise<CachedJson | null>; used: CachedJson | null }>;
}

/** Pages kept rendered; beyond this the least recently served go. */
export const PAGE_LIMIT = 300;
/**
 * Not-found pages kept apart, so that a run of unknown addresses never pushes real pages out.
 * Every unknown address is one page per language; an unknown trip is one page per slug (the
 * page carries the trip's empty answer for the browser's takeover).
 */
const NOT_FOUND_LIMIT = 50;
/**
 * Renders running at once. Beyond them a page is sent bare and the browser renders it: a burst
 * of new addresses then costs the server little, and the pages already rendered keep coming.
 */
export const RENDERS_IN_FLIGHT_LIMIT = 4;

const parse = (json: CachedJson) => JSON.parse(json.body.toString('utf8')) as unknown;

/** Least recently used first: a page served again moves to the end. */
class PageCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(private readonly limit: number) {}

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Renders the public pages on the server with the frontend's own code and the data the
 * catalogue and site services already hold. A page is rendered once per language and per
 * what its render reads of the address (the frontend says what: renderAddress), and served
 * again until one of the bodies it was made from changes (the services reload them every minute).
 */
export class PageRenderer {
  private readonly pages = new PageCache(PAGE_LIMIT);
  private readonly notFoundPages = new PageCache(NOT_FOUND_LIMIT);
  private readonly inFlight = new Map<string, Promise<RenderedPage>>();
  private started = 0;

  private constructor(
    private readonly serverRender: ServerRender,
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
    const serverRender = await loadServerRender(serverDir);
    return serverRender && new PageRenderer(serverRender, template, origin, catalogue, site);
  }

  /** How many renders have started since the renderer was made (pages served from memory are not). */
  get rendersStarted(): number {
    return this.started;
  }

  /** The page at `url` (path and query, as requested); null when it should go out bare. */
  async render(url: string, language: PageLanguage): Promise<PageAnswer | null> {
    const address = this.serverRender.renderAddress(url);
    if (address === null) return BROWSER_ONLY;
    const key = `${language} ${address}`;
    const cached = this.pages.get(key) ?? this.notFoundPages.get(key);
    if (cached && (await this.isCurrent(cached))) return forRequest(cached.page, url);

    let rendering = this.inFlight.get(key);
    if (!rendering) {
      if (this.inFlight.size >= RENDERS_IN_FLIGHT_LIMIT) return null;
      rendering = this.renderAndKeep(key, language);
      this.inFlight.set(key, rendering);
      void rendering.then(
        () => this.inFlight.delete(key),
        () => this.inFlight.delete(key),
      );
    }
    return forRequest(await rendering, url);
  }

  private async renderAndKeep(key: string, language: PageLanguage): Promise<RenderedPage> {
    this.started += 1;
    const address = key.slice(key.indexOf(' ') + 1);
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
    const page = await this.serverRender.renderPage({
      url: address,
      language,
      origin: this.origin,
      template: this.template,
      data,
    });
    const notFound = page.kind === 'page' && page.status === 404;
    (notFound ? this.pages : this.notFoundPages).delete(key);
    (notFound ? this.notFoundPages : this.pages).set(key, { page, sources });
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

/** A redirect keeps the visitor's own query (advertising parameters included), which the render never saw. */
function forRequest(page: RenderedPage, url: string): RenderedPage {
  if (page.kind !== 'redirect') return page;
  const query = url.indexOf('?');
  const location = page.location.split('?')[0];
  return { kind: 'redirect', location: query === -1 ? location : `${location}${url.slice(query)}` };
}

/** The language a visitor chose with the site's switch (a cookie); Italian otherwise. */
export function languageFromCookie(cookieHeader: string | undefined): PageLanguage {
  const match = /(?:^|;\s*)language=(it|en)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] === 'en' ? 'en' : 'it';
}

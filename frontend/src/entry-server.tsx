/**
 * The server render of the public pages. The backend imports the build of this file and
 * calls renderPage() for every page request, handing it the data it already holds, so that a
 * page arrives as readable HTML (with its title, social tags and structured data) before any
 * script runs; the browser's start (start.tsx) then takes it over.
 */
import type { I18n } from './i18n/i18n';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { SiteSettingsDto, TripDetailDto, TripSummaryDto } from './api';
import { createQueryStore } from './api/query-store';
import { siteQueryKey } from './api/queries/site';
import { tripQueryKey, tripsQueryKey } from './api/queries/catalogue';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, indexedPagePaths, pageHandles, preloadPage } from './app/routes';
import { ServerHeadContext, SiteOriginContext, type ServerHead } from './components/seo/server-head';
import { ADS_PREFIX, withoutReferralPrefix } from './components/ui/referral';
import { tripCanonicalPath } from './features/trip/trip-seo';
import { addMessages, createI18n, fetchStrings, htmlLang, supportedLanguages, type Language } from './i18n/i18n';
import { en } from './i18n/locales/en';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state';

export type { Language };
export { indexedPagePaths };

/** An address no page has: every unknown address shows the same not-found page, rendered from here. */
const NOT_FOUND_ADDRESS = '/404';

/**
 * The address as the render reads it: the path and, of the query, only the parameters its
 * page reads (a click id from an advertisement changes nothing on the page); every address no
 * page has is one and the same not-found address. Rendering this address gives the page of
 * `url`, so the server keeps one render per distinct result. Null for a page the browser
 * alone draws (the admin area): the server sends the bare page, unrendered and unkept.
 */
export function renderAddress(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const pages = pageHandles(pathname);
  if (pages.some(({ handle }) => handle.browserOnly)) return null;
  if (pages.some(({ handle }) => handle.notFound)) return NOT_FOUND_ADDRESS;
  const read = new URLSearchParams();
  for (const name of pages.flatMap(({ handle }) => handle.queryParams ?? [])) {
    const value = searchParams.get(name);
    if (value !== null) read.set(name, value);
  }
  const query = read.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The backend's data, as its API would answer it. */
export interface PageDataSource {
  site(): SiteSettingsDto | Promise<SiteSettingsDto>;
  trips(language: Language): TripSummaryDto[] | Promise<TripSummaryDto[]>;
  /** By slug or alias; null when there is no such trip. */
  trip(slugOrAlias: string, language: Language): TripDetailDto | null | Promise<TripDetailDto | null>;
}

export interface RenderPageRequest {
  /** Path and query string, as requested. */
  url: string;
  language: Language;
  /** The site's public origin, for canonical addresses and social tags. */
  origin: string;
  /** The built index.html, whose head and root element receive the page. */
  template: string;
  data: PageDataSource;
}

export type RenderPageResult =
  | { kind: 'page'; status: 200 | 404; html: string }
  /** An alias of a trip: its one address. */
  | { kind: 'redirect'; location: string };

// One instance per language, made once: a request never changes another request's language.
// The server renders every language: all their strings are bundled with it.
addMessages('en', en);
const i18nByLanguage = new Map<Language, I18n>(supportedLanguages.map((language) => [language, createI18n(language)]));

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Tags that give a page its own address; a not-found page has none (it is the same page at every unknown address). */
const addressTags = new Set(['link rel canonical', 'meta property og:url']);

function headHtml(head: ServerHead, status: 200 | 404): string {
  const parts: string[] = [];
  for (const tag of head.page?.tags ?? []) {
    if (!tag.attributes) continue;
    if (status === 404 && addressTags.has(`${tag.tag} ${tag.keyAttribute} ${tag.key}`)) continue;
    const attributes = Object.entries({ [tag.keyAttribute]: tag.key, ...tag.attributes })
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    parts.push(`<${tag.tag} ${attributes}>`);
  }
  for (const [owner, blocks] of head.structuredData) {
    for (const block of blocks) {
      parts.push(`<script type="application/ld+json" data-owner="${escapeHtml(owner)}">${scriptJson(block)}</script>`);
    }
  }
  return parts.join('');
}

interface PageParts {
  lang: string;
  status: 200 | 404;
  head: ServerHead;
  styles: string;
  body: string;
  state: AppState;
}

/**
 * Every part goes in as written: a string given to String.replace reads `$'`, `` $` `` and
 * `$&` as patterns, and an address or a message in the page may well contain them.
 */
function fillTemplate(template: string, { lang, status, head, styles, body, state }: PageParts): string {
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
  // The page's own title and description replace the defaults that index.html carries for
  // the pages served without a server render.
  const title = head.page?.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (head.page) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  const parts: Record<string, string> = {
    '<!--app-head-->': styles + headHtml(head, status),
    '<!--app-html-->': body,
    '<!--app-state-->': `<script id="${APP_STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>`,
  };
  // Split at the placeholders first, so that nothing a part contains is taken for one.
  return html
    .split(/(<!--app-(?:head|html|state)-->)/)
    .map((piece) => parts[piece] ?? piece)
    .join('');
}

export async function renderPage(request: RenderPageRequest): Promise<RenderPageResult> {
  const { url, language, origin, template, data } = request;
  const { pathname, search } = new URL(url, 'http://localhost');
  const pages = pageHandles(pathname);

  const queryStore = createQueryStore();
  const [site, trips] = await Promise.all([data.site(), data.trips(language)]);
  queryStore.setData(siteQueryKey, site);
  queryStore.setData(tripsQueryKey(language), trips);

  let status: 200 | 404 = pages.some(({ handle }) => handle.notFound) ? 404 : 200;
  for (const { handle, params } of pages) {
    const slugOrAlias = handle.tripParam ? params[handle.tripParam] : undefined;
    if (!slugOrAlias) continue;
    const trip = await data.trip(slugOrAlias, language);
    queryStore.setData(tripQueryKey(slugOrAlias, language), trip);
    if (trip === null) status = 404;
    else if (trip.slug !== slugOrAlias) {
      const underAds = withoutReferralPrefix(pathname) !== pathname;
      return { kind: 'redirect', location: `${underAds ? ADS_PREFIX : ''}${tripCanonicalPath(trip.slug)}${search}` };
    }
  }

  await preloadPage(pathname);
  // The page's features registered their strings as their code arrived; those some fetch on
  // demand (in English) must be here before the render.
  await fetchStrings(language);
  const head: ServerHead = { structuredData: new Map() };
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <ServerHeadContext.Provider value={head}>
            <SiteOriginContext.Provider value={origin}>
              <AppProviders i18n={i18nByLanguage.get(language)} queryStore={queryStore}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </SiteOriginContext.Provider>
          </ServerHeadContext.Provider>
        </StrictMode>,
      ),
      // Every part of the page inline and in order: React would otherwise move large parts to
      // the end of the document and put them in place with inline scripts, which the content
      // security policy forbids.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const body = await new Response(prelude).text();
    return {
      kind: 'page',
      status,
      html: fillTemplate(template, {
        lang: htmlLang(language),
        status,
        head,
        styles: sheet.getStyleTags(),
        body,
        state: { language, queries: queryStore.dehydrate() },
      }),
    };
  } finally {
    sheet.seal();
  }
}

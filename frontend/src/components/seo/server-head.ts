import { createContext, useContext } from 'react';

/** One <meta> or <link> of the head, found again by its key attribute; null attributes remove it. */
export interface HeadTag {
  tag: 'meta' | 'link';
  keyAttribute: 'name' | 'property' | 'rel';
  key: string;
  attributes: Record<string, string> | null;
}

export interface PageHead {
  title?: string;
  tags: HeadTag[];
}

/**
 * What a server render puts in the head: the page's tags and every structured-data block,
 * keyed by the useId of the component that owns it (the same id the browser's React gives
 * that component, so it can take the block over).
 */
export interface ServerHead {
  page?: PageHead;
  structuredData: Map<string, object[]>;
}

/** Provided by the server render only; in the browser the head is written by effects. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The site's public origin as the server knows it (PUBLIC_BASE_URL); the browser uses its own. */
export const SiteOriginContext = createContext<string | null>(null);

/** An address as search engines and link previews need it: absolute, on the site's origin. */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}

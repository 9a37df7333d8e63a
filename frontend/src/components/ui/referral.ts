/**
 * Where the visitor came from, kept in localStorage. Two facts, which must not overwrite each
 * other: the channel ('ads' for visitors landed on /ads-special pages) under 'referralSource',
 * the key the agency's advertising links use, and the campaign followed inside the site
 * ('home-promo-islanda') under 'referralCampaign'. A visitor without the advertising channel
 * also has the campaign under 'referralSource', as the agency's promotion has always stored it.
 */
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

export const REFERRAL_STORAGE_KEY = 'referralSource';
export const CAMPAIGN_STORAGE_KEY = 'referralCampaign';
export const ADS_SOURCE = 'ads';
export const ADS_PREFIX = '/ads-special';

const listeners = new Set<() => void>();
// Where storage is refused (private modes, blocked site data) the facts last as long as the page.
const withoutStorage = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return withoutStorage.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    withoutStorage.set(key, value);
  }
  listeners.forEach((listener) => listener());
}

/** The channel the links follow: 'ads' keeps them under /ads-special. */
export function readReferralSource(): string | null {
  return read(REFERRAL_STORAGE_KEY);
}

export function readReferralCampaign(): string | null {
  return read(CAMPAIGN_STORAGE_KEY);
}

/** The visitor landed on an /ads-special page: from now on every link keeps the prefix. */
export function recordAdvertisingVisit(): void {
  if (readReferralSource() !== ADS_SOURCE) write(REFERRAL_STORAGE_KEY, ADS_SOURCE);
}

/**
 * The visitor followed one of the agency's campaigns inside the site. An advertising visitor
 * stays one: the campaign is kept beside the channel, not over it.
 */
export function recordCampaign(campaign: string): void {
  write(CAMPAIGN_STORAGE_KEY, campaign);
  if (readReferralSource() !== ADS_SOURCE) write(REFERRAL_STORAGE_KEY, campaign);
}

/**
 * The tag a contact request carries: the channel, the campaign, or both as
 * 'ads:home-promo-islanda' (the API has one field for them).
 */
export function referralTag(onAdvertisingPage: boolean): string | null {
  const source = readReferralSource();
  const channel = onAdvertisingPage || source === ADS_SOURCE ? ADS_SOURCE : null;
  const campaign = readReferralCampaign() ?? (source === ADS_SOURCE ? null : source);
  if (channel && campaign) return `${channel}:${campaign}`;
  return channel ?? campaign;
}

function subscribeToReferralSource(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ReferralSourceContext = createContext<string | null>(null);

/**
 * Follows the stored source for the whole tree: one subscription here rather than one in
 * every link. The server cannot know the source, so a page arriving rendered shows plain
 * links first and React puts the prefix in right after it takes over.
 */
export function ReferralSourceProvider({ children }: { children: ReactNode }) {
  const source = useSyncExternalStore(subscribeToReferralSource, readReferralSource, () => null);
  return createElement(ReferralSourceContext.Provider, { value: source }, children);
}

/** The stored source for rendering (ReferralSourceProvider, which AppProviders includes). */
export function useReferralSource(): string | null {
  return useContext(ReferralSourceContext);
}

/**
 * Visitors from advertising browse the same pages under /ads-special, so that the campaign
 * can be measured on every page they see. External links, anchors and paths already
 * prefixed are left alone.
 */
export function withReferralPrefix(path: string, referralSource: string | null): string {
  if (referralSource !== ADS_SOURCE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === ADS_PREFIX || path.startsWith(`${ADS_PREFIX}/`)) return path;
  return path === '/' ? ADS_PREFIX : `${ADS_PREFIX}${path}`;
}

/** The path without the advertising prefix: what the page really is. */
export function withoutReferralPrefix(pathname: string): string {
  if (pathname === ADS_PREFIX) return '/';
  return pathname.startsWith(`${ADS_PREFIX}/`) ? pathname.slice(ADS_PREFIX.length) : pathname;
}

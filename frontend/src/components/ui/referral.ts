/**
 * Where the visitor came from, kept in localStorage under 'referralSource' as the agency's
 * advertising links and campaigns set it ('ads', 'home-promo-islanda', ...).
 */
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

export const REFERRAL_STORAGE_KEY = 'referralSource';
export const ADS_PREFIX = '/ads-special';

const listeners = new Set<() => void>();

export function readReferralSource(): string | null {
  try {
    return localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeReferralSource(source: string): void {
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, source);
  } catch {
    // Without storage the source is simply not remembered.
  }
  listeners.forEach((listener) => listener());
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
  if (referralSource !== 'ads' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === ADS_PREFIX || path.startsWith(`${ADS_PREFIX}/`)) return path;
  return path === '/' ? ADS_PREFIX : `${ADS_PREFIX}${path}`;
}

/** The path without the advertising prefix: what the page really is. */
export function withoutReferralPrefix(pathname: string): string {
  if (pathname === ADS_PREFIX) return '/';
  return pathname.startsWith(`${ADS_PREFIX}/`) ? pathname.slice(ADS_PREFIX.length) : pathname;
}

import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choice (DECISIONS 24), kept in localStorage under 'cookieConsent' as
 * {"marketing": true|false, "decidedAt": ISO}. The tracking module reads it before every
 * event; the banner and the footer's 'Cookie' button share it through this store.
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export interface ConsentRecord {
  marketing: boolean;
  decidedAt: string;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let reopened = false;

// The parsed record is kept with the raw text it came from, so that reading it again returns
// the same object until the stored text changes.
let cachedRaw: string | null = null;
let cachedRecord: ConsentRecord | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { marketing, decidedAt } = value as Record<string, unknown>;
    if (typeof marketing !== 'boolean' || typeof decidedAt !== 'string') return null;
    return { marketing, decidedAt };
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** The stored choice, or null while the visitor has not decided (or the record is unreadable). */
export function readConsent(): ConsentRecord | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecord = parse(raw);
  }
  return cachedRecord;
}

export function hasMarketingConsent(): boolean {
  return readConsent()?.marketing === true;
}

/** Stores the visitor's decision and tells the tracking module and the banner. */
export function recordConsent(marketing: boolean, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { marketing, decidedAt: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Without storage the choice holds for this page view only: keep it in memory.
    cachedRaw = null;
    cachedRecord = record;
  }
  reopened = false;
  notify();
  return record;
}

/** Shows the choice again (the footer's 'Cookie' button), so that it can be changed. */
export function reopenConsentChoice(): void {
  reopened = true;
  notify();
}

/** Closes a reopened choice without changing it. */
export function dismissConsentChoice(): void {
  reopened = false;
  notify();
}

export function isConsentChoiceReopened(): boolean {
  return reopened;
}

export function subscribeToConsent(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// A choice made in another tab of the site applies here too.
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CONSENT_STORAGE_KEY) notify();
}

export interface ConsentState {
  consent: ConsentRecord | null;
  /** The banner is due: no decision yet, or the visitor asked to see the choice again. */
  choiceOpen: boolean;
  reopened: boolean;
}

let lastState: ConsentState = { consent: null, choiceOpen: true, reopened: false };

// useSyncExternalStore wants the same object back while nothing has changed.
function snapshot(): ConsentState {
  const consent = readConsent();
  if (consent !== lastState.consent || reopened !== lastState.reopened) {
    lastState = { consent, reopened, choiceOpen: reopened || consent === null };
  }
  return lastState;
}

// The server cannot read the visitor's choice: a page arriving rendered has no banner, and
// React shows it right after taking over if no choice was made yet.
const SERVER_STATE: ConsentState = { consent: null, choiceOpen: false, reopened: false };

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeToConsent, snapshot, () => SERVER_STATE);
}

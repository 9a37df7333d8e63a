import { AxiosHeaders, isAxiosError } from 'axios';
import { apiAxios, setAdminTokenReader } from '../../api/client';

/**
 * The admin's token. Kept in memory and in sessionStorage, never in localStorage: a reload in
 * the same tab keeps the session, closing the tab ends it, and no other tab or later visit
 * finds it. Only operations the OpenAPI document marks as the admin's carry it (the client's
 * token reader); it is dropped at its expiry, at sign-out and at any 401 from an admin call.
 */
const STORAGE_KEY = 'adminSession';

interface StoredSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

let session: StoredSession | null | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the session lives in memory only.
    return null;
  }
}

function readStored(): StoredSession | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number'
      ? { token: parsed.token, expiresAt: parsed.expiresAt }
      : null;
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function scheduleExpiry(current: StoredSession | null): void {
  clearTimeout(expiryTimer);
  if (!current) return;
  // setTimeout takes at most about 24.8 days; a token lasts 8 hours at most.
  expiryTimer = setTimeout(() => endAdminSession(), Math.max(0, current.expiresAt - Date.now()));
}

function current(): StoredSession | null {
  if (session === undefined) {
    session = readStored();
    scheduleExpiry(session);
  }
  if (session && session.expiresAt <= Date.now()) {
    endAdminSession();
    return null;
  }
  return session;
}

/** The token while it is valid; undefined once it expired or was dropped. */
export function readAdminToken(): string | undefined {
  return current()?.token;
}

export function startAdminSession(token: string, expiresInSeconds: number): void {
  session = { token, expiresAt: Date.now() + expiresInSeconds * 1000 };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
  scheduleExpiry(session);
  notify();
}

export function endAdminSession(): void {
  const had = session !== null;
  session = null;
  clearTimeout(expiryTimer);
  storage()?.removeItem(STORAGE_KEY);
  if (had) notify();
}

export function subscribeToAdminSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSignedIn(): boolean {
  return readAdminToken() !== undefined;
}

setAdminTokenReader(readAdminToken);

const STEP_UP_PATH = '/api/v1/auth/step-up';

// A 401 to a request that carried the token means the session is over (expired, signed out
// elsewhere, password changed, account disabled): the area then asks for the login again.
apiAxios.interceptors.response.use(undefined, (error: unknown) => {
  if (
    isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers &&
    AxiosHeaders.from(error.config.headers).has('Authorization') &&
    // A wrong password typed again for a step-up is that, not the end of the session.
    !error.config.url?.endsWith(STEP_UP_PATH)
  ) {
    endAdminSession();
  }
  // Axios hands over its own errors, which are Errors: the callers read them as they came.
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

import type { DehydratedQueries } from '../api/query-store';
import type { Language } from '../i18n/i18n';

/** The element of a server-rendered page that carries the data it was rendered with. */
export const APP_STATE_ELEMENT_ID = 'app-state';

export interface AppState {
  /** The language of the rendered page. */
  language: Language;
  queries: DehydratedQueries;
}

/** The state of a page the server rendered; null for the bare shell (development, fallback). */
export function readAppState(): AppState | null {
  const element = document.getElementById(APP_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as AppState;
  } catch {
    return null;
  }
}

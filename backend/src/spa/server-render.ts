import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type PageLanguage = 'it' | 'en';

/** The contract of frontend/src/entry-server.tsx (renderPage), as this side uses it. */
export interface PageDataSource {
  site(): Promise<unknown>;
  trips(language: PageLanguage): Promise<unknown>;
  trip(slugOrAlias: string, language: PageLanguage): Promise<{ slug: string } | null>;
}

export type RenderedPage = { kind: 'page'; status: 200 | 404; html: string } | { kind: 'redirect'; location: string };

/** What the backend uses of the frontend's server render (frontend/src/entry-server.tsx). */
export interface ServerRender {
  renderPage(request: {
    url: string;
    language: PageLanguage;
    origin: string;
    template: string;
    data: PageDataSource;
  }): Promise<RenderedPage>;
  /**
   * The address as the render reads it: its path and the query parameters its page reads;
   * null for a page the browser alone draws (the admin area, the pages under a token or a booking id).
   */
  renderAddress(url: string): string | null;
  /** The public pages' own addresses, besides the trips. */
  indexedPagePaths: readonly string[];
}

const loaded = new Map<string, Promise<ServerRender | null>>();

/** The built server render in `serverDir`, imported once; null when it is not built. */
export function loadServerRender(serverDir: string): Promise<ServerRender | null> {
  let module = loaded.get(serverDir);
  if (!module) {
    const entry = path.join(serverDir, 'entry-server.js');
    module = fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<ServerRender>)
      : Promise.resolve(null);
    loaded.set(serverDir, module);
  }
  return module;
}

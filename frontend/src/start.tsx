/** Starts the app in the browser: takes over the page the server rendered, or renders it. */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryStore } from './api/query-store';
import { App } from './app/App';
import { readAppState } from './app/app-state';
import { preloadPage } from './app/routes';
import { i18n } from './i18n/i18n';
import { loadLanguage } from './i18n/load-language';
// The strings of the home page's sections and trip cards, which most visits start with, come
// with the start rather than with those pages' code: beside the shared strings they compress
// better (0.2 KB gzip less for the first visit of /, whose budget is full). Their pages import
// them too, and so does the server render; their English is fetched on demand either way.
import './features/catalogue/i18n';
import './features/home/i18n';

// The web fonts load beside the takeover, in a file of their own (theme/web-fonts.ts).
void import('./theme/web-fonts').then(({ loadWebFonts }) => loadWebFonts()).catch(() => undefined);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

/**
 * Ends the current task: the browser may then paint, scroll or answer a tap before the next
 * step of the start. Evaluating the app's code, fetching the page's, and React's first
 * slice each take a task of their own instead of one long one.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const queryStore = createQueryStore();
  const state = readAppState();
  // The server renders from data it keeps current, and may send a page rendered a while ago
  // while that data has not changed: the data is as fresh as the page's arrival.
  if (state) queryStore.hydrate(state.queries, Date.now());

  const takesOver = state !== null && state.language === i18n.language;
  const app = (
    <StrictMode>
      <App queryStore={queryStore} globalStylesFromServer={takesOver} />
    </StrictMode>
  );

  if (takesOver) {
    // The server's HTML is the page (main.tsx let the browser paint it): once the page's own
    // code is there, React takes it over in a transition, in small slices, so that taps and
    // scrolls are never held up for long.
    await Promise.all([preloadPage(window.location.pathname), loadLanguage(i18n.language)]).catch(() => undefined);
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // No server render (development, or the server was unreachable), or one in another
    // language than this browser's choice: React draws the page itself, replacing what is
    // there, and the head's structured data is written again by the components.
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
    // Should the strings of the visitor's language fail to arrive, the page shows Italian.
    await loadLanguage(i18n.language).catch(() => undefined);
    createRoot(root).render(app);
  }
}

void start(rootElement);

import type { QueryStore } from '../api/query-store';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

export interface AppProps {
  queryStore?: QueryStore;
  /** Set when taking over a page the server rendered (see AppProviders). */
  globalStylesFromServer?: boolean;
}

/**
 * <html data-app-ready> marks the moment React has the page in hand: before it, a page the
 * server rendered can be read and its links followed, but its buttons do nothing yet.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

export function App({ queryStore, globalStylesFromServer }: AppProps) {
  useReadyMark();
  return (
    <AppProviders queryStore={queryStore} globalStylesFromServer={globalStylesFromServer}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createQueryStore, type QueryStore } from '../api/query-store';
import { QueryStoreProvider } from '../api/use-query';
import { ReferralSourceProvider } from '../components/ui/referral';
import { i18n as browserI18n, type I18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/use-translation';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** The server renders each language with an instance of its own; the browser has one. */
  i18n?: I18n;
  /** Filled with the data a server-rendered page was built from; a fresh one otherwise. */
  queryStore?: QueryStore;
  /**
   * The page being taken over came from the server with the global styles in it, and
   * styled-components keeps the server's rules when it takes the page over: drawing them
   * again would only compile and insert them a second time while the page is busy starting.
   */
  globalStylesFromServer?: boolean;
}

export function AppProviders({
  children,
  i18n = browserI18n,
  queryStore: givenStore,
  globalStylesFromServer = false,
}: AppProvidersProps) {
  const [queryStore] = useState(() => givenStore ?? createQueryStore());

  return (
    <I18nProvider i18n={i18n}>
      <QueryStoreProvider store={queryStore}>
        <ThemeProvider theme={theme}>
          {!globalStylesFromServer && <GlobalStyles />}
          <ReferralSourceProvider>{children}</ReferralSourceProvider>
        </ThemeProvider>
      </QueryStoreProvider>
    </I18nProvider>
  );
}

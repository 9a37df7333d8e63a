import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../api/query-client';
import { i18n as browserI18n } from '../i18n/i18n';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** The server renders each language with an instance of its own; the browser has one. */
  i18n?: I18n;
  /** Filled with the data a server-rendered page was built from; a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, i18n = browserI18n, queryClient: givenClient }: AppProvidersProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

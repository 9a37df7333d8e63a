import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as browserI18n, type I18n, type Language } from './i18n';
import type { TFunction } from './translator';

interface I18nState {
  i18n: I18n;
  language: Language;
}

/** The server renders each language with an instance of its own; the browser has one. */
const I18nContext = createContext<I18nState>({ i18n: browserI18n, language: browserI18n.language });

/**
 * Follows the instance's language for the whole tree: one subscription here rather than one
 * in every component that shows text, which is most of them.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const state = useMemo(() => ({ i18n, language }), [i18n, language]);
  return <I18nContext.Provider value={state}>{children}</I18nContext.Provider>;
}

/** `t` in the current language, and the instance; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n, language } = useContext(I18nContext);
  return { t: i18n.getFixedT(language), i18n };
}

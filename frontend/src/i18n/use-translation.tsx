import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as browserI18n, type I18n } from './i18n';
import type { TFunction } from './translator';

/** The server renders each language with an instance of its own; the browser has one. */
const I18nContext = createContext<I18n>(browserI18n);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` in the current language, and the instance; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language), i18n };
}

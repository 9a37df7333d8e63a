import { createContext, use, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as browserI18n, type I18n, type Language } from './i18n';
import type { TFunction } from './translator';

interface I18nState<Namespaces = unknown> {
  i18n: I18n<Namespaces>;
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

/**
 * `t` in the current language, and the instance; the component renders again when the language
 * changes. `t` knows the shared strings; a feature's components use the feature's accessor,
 * `useTranslation<{ trip: TripMessages }>` exported by its i18n module, whose import also
 * registers the strings it names.
 */
export function useTranslation<Namespaces = unknown>(): { t: TFunction<Namespaces>; i18n: I18n<Namespaces> } {
  const { i18n, language } = useContext(I18nContext) as I18nState<Namespaces>;
  return { t: i18n.getFixedT(language), i18n };
}

/**
 * The accessor of a feature that fetches some of its strings on demand: `arrival` is what
 * registerMessages answered. Its components wait (suspend) while those strings are on their
 * way, rather than show the Italian text for a moment: a page opened after the visitor chose
 * English waits for its English.
 */
export function accessorOnceHere<Namespaces>(arrival: Promise<unknown>) {
  let here = false;
  void arrival.then(() => (here = true));
  return function useFeatureTranslation() {
    // Whether this component waits is settled by its first render: a render that waited is
    // replayed once the strings are here, and the replay must wait at the same call, which is
    // where React goes on mounting the component's other hooks.
    const [waits] = useState(!here);
    if (waits) use(arrival);
    return useTranslation<Namespaces>();
  };
}

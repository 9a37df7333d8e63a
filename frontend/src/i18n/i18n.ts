import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { it } from './locales/it';

export const supportedLanguages = ['it', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'it';
export const languageStorageKey = 'language';

/** Each language is offered under its own name, whatever the current language is. */
export const languageNames: Record<Language, string> = {
  it: 'Italiano',
  en: 'English',
};

function isLanguage(value: string | null): value is Language {
  return supportedLanguages.some((language) => language === value);
}

// The audience is Italian: only a choice made on this site overrides the default, never the
// browser's language. Storage can be unavailable (blocked cookies, private windows); the
// site then simply starts in Italian.
function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeLanguage(language: string): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

i18n.on('languageChanged', (language) => {
  // Screen readers pick their voice from <html lang>.
  document.documentElement.lang = language === 'it' ? 'it-IT' : language;
  storeLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources: {
    it: { translation: it },
    en: { translation: en },
  },
  lng: readStoredLanguage() ?? defaultLanguage,
  supportedLngs: supportedLanguages,
  fallbackLng: defaultLanguage,
  // Resources are bundled, so the first render can already show translated text.
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
});

export { i18n };

import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { it } from './locales/it';

export const supportedLanguages = ['it', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'it';

/** Each language is offered under its own name, whatever the current language is. */
export const languageNames: Record<Language, string> = {
  it: 'Italiano',
  en: 'English',
};

export function isLanguage(value: string | null | undefined): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/**
 * The choice is a cookie, so that the server renders pages in the chosen language. The
 * audience is Italian: only a choice made on this site overrides the default, never the
 * browser's language. Cookies can be blocked; the site then simply starts in Italian.
 */
export const languageCookieName = 'language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function readStoredLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const stored = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === languageCookieName)?.[1];
  return isLanguage(stored) ? stored : undefined;
}

function storeLanguage(language: string): void {
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** <html lang> as the page declares it; screen readers pick their voice from it. */
export function htmlLang(language: Language): string {
  return language === 'it' ? 'it-IT' : language;
}

export const i18nResources = {
  it: { translation: it },
  en: { translation: en },
};

/** Options of every instance: resources are bundled, so the first render already has its text. */
export function i18nOptions(language: Language) {
  return {
    resources: i18nResources,
    lng: language,
    supportedLngs: supportedLanguages,
    fallbackLng: defaultLanguage,
    initAsync: false,
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
  };
}

/** The browser's instance; the server renders with instances of its own, one per language. */
const i18n = createInstance();

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLang(isLanguage(language) ? language : defaultLanguage);
  });
}

/** The visitor's choice: remembered for the next visits, and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init(i18nOptions(readStoredLanguage() ?? defaultLanguage));

export { i18n };

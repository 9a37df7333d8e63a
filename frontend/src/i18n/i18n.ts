import { createInstance, type i18n as I18n } from 'i18next';
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

const instances = new Set<I18n>();
const featureMessages: Array<{ name: string; messages: Record<Language, object> }> = [];

function addFeature(instance: I18n, { name, messages }: (typeof featureMessages)[number]): void {
  for (const language of supportedLanguages) {
    instance.addResourceBundle(language, 'translation', { [name]: messages[language] }, true, true);
  }
}

/**
 * The strings of a feature whose code loads on demand (its i18n module calls this when it
 * arrives): added to every instance, so that the page that needs them finds them.
 */
export function registerMessages(name: string, messages: Record<Language, object>): void {
  const feature = { name, messages };
  featureMessages.push(feature);
  instances.forEach((instance) => addFeature(instance, feature));
}

/** An instance in `language`, with the strings of every feature loaded so far. */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init(i18nOptions(language));
  featureMessages.forEach((feature) => addFeature(instance, feature));
  instances.add(instance);
  return instance;
}

/** The browser's instance; the server renders with instances of its own, one per language. */
const i18n = createI18n(readStoredLanguage() ?? defaultLanguage);

if (typeof document !== 'undefined') {
  const declareLanguage = (language: string) => {
    document.documentElement.lang = htmlLang(isLanguage(language) ? language : defaultLanguage);
  };
  declareLanguage(i18n.language);
  i18n.on('languageChanged', declareLanguage);
}

/** The visitor's choice: remembered for the next visits, and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };

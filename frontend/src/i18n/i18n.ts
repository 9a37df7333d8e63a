import { it } from './locales/it';
import { Translator, type MessageTree } from './translator';

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

/** Remembers the visitor's choice for the next visits. */
export function storeLanguage(language: Language): void {
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** <html lang> as the page declares it; screen readers pick their voice from it. */
export function htmlLang(language: Language): string {
  return language === 'it' ? 'it-IT' : language;
}

export type I18n = Translator<Language>;

const instances = new Set<I18n>();
const featureMessages: Array<{ name: string; messages: Record<Language, MessageTree> }> = [];

function addFeature(instance: I18n, { name, messages }: (typeof featureMessages)[number]): void {
  for (const language of supportedLanguages) instance.addMessages(language, { [name]: messages[language] });
}

/**
 * The strings every page needs, per language. Italian is bundled; English arrives on demand
 * (load-language.ts), so that the first download of an Italian visitor does not carry it.
 */
const coreMessages = new Map<Language, MessageTree>([['it', it]]);

/** Whether a language's core strings are here (see load-language.ts). */
export function hasLanguage(language: Language): boolean {
  return coreMessages.has(language);
}

/** Makes a language's core strings available to every instance, present and future. */
export function addLanguage(language: Language, messages: MessageTree): void {
  coreMessages.set(language, messages);
  instances.forEach((instance) => instance.addMessages(language, messages));
}

/**
 * The strings of a feature whose code loads on demand (its i18n module calls this when it
 * arrives): added to every instance, so that the page that needs them finds them.
 */
export function registerMessages(name: string, messages: Record<Language, MessageTree>): void {
  const feature = { name, messages };
  featureMessages.push(feature);
  instances.forEach((instance) => addFeature(instance, feature));
}

/**
 * An instance in `language`, with the strings of every feature loaded so far. The core strings
 * are bundled, so the first render already has its text; a key missing in English shows the
 * Italian text.
 */
export function createI18n(language: Language): I18n {
  const instance = new Translator<Language>(Object.fromEntries(coreMessages), language, defaultLanguage);
  featureMessages.forEach((feature) => addFeature(instance, feature));
  instances.add(instance);
  return instance;
}

/** The browser's instance; the server renders with instances of its own, one per language. */
const i18n = createI18n(readStoredLanguage() ?? defaultLanguage);

if (typeof document !== 'undefined') {
  const declareLanguage = () => {
    document.documentElement.lang = htmlLang(i18n.language);
  };
  declareLanguage();
  i18n.subscribe(declareLanguage);
}

export { i18n };

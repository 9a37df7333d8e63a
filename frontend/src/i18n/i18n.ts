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

/**
 * Every instance's strings, per language: the core ones (Italian bundled; English arrives on
 * demand through load-language.ts, so that an Italian visitor's first download does not carry
 * it) and those of each feature loaded so far.
 */
const messages = new Map<Language, MessageTree>([['it', it]]);
const languagesWithCore = new Set<Language>(['it']);

function addMessages(language: Language, groups: MessageTree): void {
  messages.set(language, { ...messages.get(language), ...groups });
  instances.forEach((instance) => instance.addMessages(language, groups));
}

/** Whether a language's core strings are here (see load-language.ts). */
export function hasLanguage(language: Language): boolean {
  return languagesWithCore.has(language);
}

/** Makes a language's core strings available to every instance, present and future. */
export function addLanguage(language: Language, core: MessageTree): void {
  languagesWithCore.add(language);
  addMessages(language, core);
}

/**
 * The strings of a feature whose code loads on demand (its i18n module calls this when it
 * arrives): added to every instance, so that the page that needs them finds them.
 */
export function registerMessages(name: string, byLanguage: Record<Language, MessageTree>): void {
  for (const language of supportedLanguages) addMessages(language, { [name]: byLanguage[language] });
}

/**
 * An instance in `language`, with every string here so far; a key missing in English shows
 * the Italian text.
 */
export function createI18n(language: Language): I18n {
  const instance = new Translator<Language>(Object.fromEntries(messages), language, defaultLanguage);
  instances.add(instance);
  return instance;
}

/** The browser's instance; the server renders with instances of its own, one per language. */
const i18n = createI18n(readStoredLanguage() ?? defaultLanguage);

if (typeof document !== 'undefined') {
  const declareLanguage = () => {
    const lang = htmlLang(i18n.language);
    // Writing the attribute, even unchanged, makes the browser match every style rule again
    // and lay the whole page out: a page the server rendered already says its language.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  };
  declareLanguage();
  i18n.subscribe(declareLanguage);
}

export { i18n };

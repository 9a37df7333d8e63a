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

function storeLanguage(language: string): void {
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
 * (loadLanguage), so that the first download of an Italian visitor does not carry it.
 */
const coreMessages = new Map<Language, MessageTree>([['it', it]]);

/** Makes a language's core strings available to every instance, present and future. */
export function addLanguage(language: Language, messages: MessageTree): void {
  coreMessages.set(language, messages);
  instances.forEach((instance) => instance.addMessages(language, messages));
}

const languageLoaders: Partial<Record<Language, () => Promise<MessageTree>>> = {
  en: async () => (await import('./locales/en')).en,
};

/** Fetches a language's core strings, once; rendering in `language` must wait for it. */
export async function loadLanguage(language: Language): Promise<void> {
  const load = languageLoaders[language];
  if (coreMessages.has(language) || !load) return;
  addLanguage(language, await load());
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

/** The visitor's choice: remembered for the next visits, and applied as soon as its strings are here. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadLanguage(language);
  i18n.changeLanguage(language);
}

export { i18n };

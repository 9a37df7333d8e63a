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

/** An instance; `Namespaces` types its `t` as a feature's accessor does (see TFunction). */
export type I18n<Namespaces = unknown> = Translator<Language, Namespaces>;

const instances = new Set<I18n>();

/**
 * Every instance's strings, per language: the shared ones and those of each feature loaded so
 * far. Italian comes with the code that shows it; the strings of other languages may be
 * fetched on demand (the shared English ones always are, see load-language.ts), so that an
 * Italian visitor's first download does not carry them.
 */
const messages = new Map<Language, MessageTree>([['it', it]]);
/** The strings fetched on demand that are not here yet, each with its language. */
const onDemand = new Set<[Language, () => Promise<MessageTree>]>();
/** The languages shown or chosen: strings in them registered from now on are fetched at once. */
const wanted = new Set<Language>();

/** Adds top-level groups of strings in `language` to every instance, present and future. */
export function addMessages(language: Language, groups: MessageTree): void {
  messages.set(language, { ...messages.get(language), ...groups });
  instances.forEach((instance) => instance.addMessages(language, groups));
}

/** Strings in `language` (top-level groups) to fetch when that language is wanted (fetchStrings). */
export function addOnDemand(language: Language, load: () => Promise<MessageTree>): void {
  onDemand.add([language, load]);
}

/**
 * Fetches the strings in `language` that are not here yet, and marks the language wanted:
 * strings in it registered from now on are fetched at once. Rejects should some fail to
 * arrive; the next call asks for them again.
 */
export function fetchStrings(language: Language): Promise<unknown> {
  wanted.add(language);
  return Promise.all(
    [...onDemand]
      .filter(([of]) => of === language)
      .map(async (entry) => {
        addMessages(language, await entry[1]());
        onDemand.delete(entry);
      }),
  );
}

/**
 * A feature's strings in one language: bundled with its code, or a module fetched on demand
 * whose default export they are, for a feature whose code every first visit downloads while
 * only some visitors read that language.
 */
export type FeatureStrings<Tree> = Tree | (() => Promise<{ default: Tree }>);

/**
 * The strings of a feature, under its namespace: its i18n module calls this when its code
 * arrives, and they are added to every instance. The promise settles once those fetched on
 * demand are here in the languages wanted (fetchStrings); the feature's accessor waits for it
 * (accessorOnceHere). Should they fail to arrive, that language shows the Italian text.
 */
export function registerMessages<Tree extends MessageTree>(
  name: string,
  byLanguage: Record<Language, FeatureStrings<Tree>>,
): Promise<unknown> {
  for (const language of supportedLanguages) {
    const strings = byLanguage[language];
    if (typeof strings === 'function') addOnDemand(language, async () => ({ [name]: (await strings()).default }));
    else addMessages(language, { [name]: strings });
  }
  return Promise.all([...wanted].map(fetchStrings)).catch(() => undefined);
}

/**
 * An instance in `language`, with every string here so far; a key missing in English shows
 * the Italian text.
 */
export function createI18n(language: Language): I18n {
  wanted.add(language);
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

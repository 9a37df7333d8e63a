import { addLanguage, hasLanguage, i18n, storeLanguage, type Language } from './i18n';
import type { MessageTree } from './translator';

/*
 * Kept apart from i18n.ts, which every page's code imports: the strings of other languages
 * are separate downloads, and only the browser's start and the language switch fetch them.
 */
const languageLoaders: Partial<Record<Language, () => Promise<MessageTree>>> = {
  en: async () => (await import('./locales/en')).en,
};

/** Fetches a language's core strings, once; rendering in `language` must wait for it. */
export async function loadLanguage(language: Language): Promise<void> {
  const load = languageLoaders[language];
  if (!load || hasLanguage(language)) return;
  addLanguage(language, await load());
}

/**
 * The visitor's choice, once its strings are here: applied, and remembered for the next
 * visits. Should they fail to arrive, nothing changes and the promise rejects.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  i18n.changeLanguage(language);
}

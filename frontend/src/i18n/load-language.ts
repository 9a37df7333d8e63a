import { addOnDemand, fetchStrings, i18n, storeLanguage, type Language } from './i18n';

/*
 * Kept apart from i18n.ts, which every page's code imports: the strings of other languages
 * are separate downloads, and only the browser's start and the language switch fetch them.
 */
addOnDemand('en', async () => (await import('./locales/en')).en);

/**
 * Fetches a language's strings that are not here yet: the shared ones, and those the features
 * loaded so far fetch on demand. Rendering in `language` must wait for it.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await fetchStrings(language);
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

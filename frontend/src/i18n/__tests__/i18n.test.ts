import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCookieName } from '../i18n';

async function startFresh() {
  vi.resetModules();
  const fresh = await import('../i18n');
  // As the browser's start does before the first render.
  await (await import('../load-language')).loadLanguage(fresh.i18n.language);
  return fresh.i18n;
}

describe('i18n start-up', () => {
  afterEach(() => {
    document.cookie = `${languageCookieName}=; Path=/; Max-Age=0`;
  });

  it('starts in Italian on a first visit, whatever the browser language', async () => {
    const i18n = await startFresh();

    expect(navigator.language).not.toMatch(/^it/);
    expect(i18n.language).toBe('it');
    expect(document.documentElement.lang).toBe('it-IT');
  });

  it('starts in the language chosen on an earlier visit', async () => {
    document.cookie = `${languageCookieName}=en; Path=/`;

    const i18n = await startFresh();

    expect(i18n.language).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Oops! Page not found');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a stored language the site does not offer', async () => {
    document.cookie = `${languageCookieName}=de; Path=/`;

    const i18n = await startFresh();

    expect(i18n.language).toBe('it');
  });
});

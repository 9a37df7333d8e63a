import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCookieName } from '../i18n';
import type { MessageKey } from '../translator';

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
    expect(i18n.t('nav.about')).toBe('About us');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a stored language the site does not offer', async () => {
    document.cookie = `${languageCookieName}=de; Path=/`;

    const i18n = await startFresh();

    expect(i18n.language).toBe('it');
  });
});

// The keys here are not the site's: the test speaks to the translator as plain strings.
const key = (value: string) => value as MessageKey;

async function freshModules() {
  vi.resetModules();
  return { ...(await import('../i18n')), ...(await import('../load-language')) };
}

describe('strings a feature fetches on demand', () => {
  afterEach(() => {
    document.cookie = `${languageCookieName}=; Path=/; Max-Age=0`;
  });

  it('are fetched with the shared ones when the visitor chooses their language, not before', async () => {
    const { i18n, registerMessages, chooseLanguage } = await freshModules();
    const english = vi.fn(async () => ({ default: { title: 'Our trips' } }));

    void registerMessages('sample', { it: { title: 'I nostri viaggi' }, en: english });

    expect(english).not.toHaveBeenCalled();
    expect(i18n.t(key('sample.title'))).toBe('I nostri viaggi');
    await chooseLanguage('en');
    expect(i18n.t(key('sample.title'))).toBe('Our trips');
    expect(i18n.t(key('nav.about'))).toBe('About us');
  });

  it('are fetched at once for a feature that arrives after English was chosen, and the registration says when', async () => {
    const { i18n, registerMessages, chooseLanguage } = await freshModules();
    await chooseLanguage('en');
    let arrive: (strings: { default: { title: string } }) => void = () => {};

    const arrival = registerMessages('sample', {
      it: { title: 'I nostri viaggi' },
      en: () => new Promise<{ default: { title: string } }>((resolve) => (arrive = resolve)),
    });

    expect(i18n.t(key('sample.title'))).toBe('I nostri viaggi');
    arrive({ default: { title: 'Our trips' } });
    await arrival;
    expect(i18n.t(key('sample.title'))).toBe('Our trips');
  });

  it('are asked for again when they failed to arrive, the Italian text showing meanwhile', async () => {
    const { i18n, registerMessages, loadLanguage } = await freshModules();
    const english = vi
      .fn<() => Promise<{ default: { title: string } }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { title: 'Our trips' } });
    void registerMessages('sample', { it: { title: 'I nostri viaggi' }, en: english });

    await expect(loadLanguage('en')).rejects.toThrow('offline');
    i18n.changeLanguage('en');
    expect(i18n.t(key('sample.title'))).toBe('I nostri viaggi');
    await loadLanguage('en');
    expect(i18n.t(key('sample.title'))).toBe('Our trips');
    expect(english).toHaveBeenCalledTimes(2);
  });
});

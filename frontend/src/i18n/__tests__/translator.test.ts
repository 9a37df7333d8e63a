import { describe, expect, it, vi } from 'vitest';
import { Translator, type MessageKey, type MessageTree } from '../translator';

const messages: Record<'it' | 'en', MessageTree> = {
  it: {
    greeting: 'Ciao {{name}}',
    trips: { count_one: '{{count}} viaggio', count_other: '{{count}} viaggi' },
    onlyItalian: 'Solo in italiano',
    range: '{{first}}–{{last}}',
  },
  en: {
    greeting: 'Hello {{name}}',
    trips: { count_one: '{{count}} trip', count_other: '{{count}} trips' },
    range: '{{first}}–{{last}}',
  },
};

// The keys here are not the site's: the test speaks to the translator as plain strings.
const key = (value: string) => value as MessageKey;

function translator(language: 'it' | 'en' = 'it') {
  return new Translator(messages, language, 'it');
}

describe('Translator', () => {
  it.each([
    ['it', 0, '0 viaggi'],
    ['it', 1, '1 viaggio'],
    ['it', 2, '2 viaggi'],
    ['en', 0, '0 trips'],
    ['en', 1, '1 trip'],
    ['en', 2, '2 trips'],
    ['en', 1.5, '1.5 trips'],
  ] as const)('in %s, a count of %s reads "%s"', (language, count, expected) => {
    expect(translator(language).t(key('trips.count'), { count })).toBe(expected);
  });

  it.each([
    ['fills every placeholder', 'range', { first: 'lun', last: 'ven' }, 'lun–ven'],
    ['leaves a placeholder without a value as written', 'greeting', {}, 'Ciao {{name}}'],
    ['writes numbers as they are', 'greeting', { name: 42 }, 'Ciao 42'],
    ['answers an unknown key with the key itself', 'nowhere.to.be.found', undefined, 'nowhere.to.be.found'],
    ['does not take a group for a text', 'trips', undefined, 'trips'],
  ])('%s', (_, name, options, expected) => {
    expect(translator().t(key(name), options)).toBe(expected);
  });

  it('falls back to Italian for a text English lacks', () => {
    expect(translator('en').t(key('onlyItalian'))).toBe('Solo in italiano');
  });

  it('keeps a fixed language whatever the current one, and tells listeners of a change', () => {
    const instance = translator();
    const english = instance.getFixedT('en');
    const listener = vi.fn();
    instance.subscribe(listener);

    instance.changeLanguage('en');
    instance.changeLanguage('en');

    expect(listener).toHaveBeenCalledTimes(1);
    expect(instance.t(key('greeting'), { name: 'Anna' })).toBe('Hello Anna');
    instance.changeLanguage('it');
    expect(english(key('greeting'), { name: 'Anna' })).toBe('Hello Anna');
    expect(instance.getFixedT('en')).toBe(english);
  });

  it('finds messages added after it was made', () => {
    const instance = translator();
    instance.addMessages('it', { late: { text: 'Arrivato dopo' } });

    expect(instance.t(key('late.text'))).toBe('Arrivato dopo');
    expect(instance.t(key('greeting'), { name: 'Anna' })).toBe('Ciao Anna');
  });
});

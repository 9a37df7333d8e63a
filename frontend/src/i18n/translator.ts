import type { CoreMessages } from './locales/it';

/**
 * The site's translations: nested message objects per language, looked up by dotted key.
 * What the interface needs and nothing more: `{{name}}` placeholders, plural forms chosen by
 * `count` (keys ending in `_one`, `_other`… as Intl.PluralRules names them), and a fallback to
 * the default language for a key a language lacks.
 */

type PluralCategory = Intl.LDMLPluralRule;
type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;
type WithoutPluralSuffix<Key extends string> = Key extends `${infer Base}_${PluralCategory}` ? Base : Key;

/** Every key of `Tree` as `t` takes it: dotted, and plural forms under their common name. */
export type MessageKey<Tree = CoreMessages, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? Join<Prefix, WithoutPluralSuffix<Key>>
    : MessageKey<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];

/** Values for the placeholders; `count` also picks the plural form. */
export type TranslateOptions = { count?: number } & Record<string, string | number | undefined>;

/**
 * `t` for the shared strings (locales/) and the namespaces named by `Namespaces`: a feature's
 * accessor (its i18n.ts) names its own, e.g. `{ trip: TripMessages }`, so that its keys are
 * checked; the shared layer knows none of them.
 */
export type TFunction<Namespaces = unknown> = (key: TranslationKey<Namespaces>, options?: TranslateOptions) => string;

/** A key `TFunction<Namespaces>` takes. */
export type TranslationKey<Namespaces = unknown> = MessageKey<CoreMessages & Namespaces>;

export interface MessageTree {
  [key: string]: string | MessageTree;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): PluralCategory {
  // Italian and English say 'one' for exactly 1 and 'other' for every other number. Asking
  // Intl would set up its locale data (see components/ui/format.ts) while a page is taken over.
  if (language === 'it' || language === 'en') return count === 1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookUp(
  tree: MessageTree | undefined,
  path: string[],
  count: number | undefined,
  language: string,
): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.slice(0, -1)) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'object') return undefined;
  const last = path[path.length - 1];
  const candidates =
    count === undefined ? [last] : [`${last}_${pluralCategory(language, count)}`, `${last}_other`, last];
  for (const candidate of candidates) {
    const found = node[candidate];
    if (typeof found === 'string') return found;
  }
  return undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** `Namespaces` only types `t` (see TFunction): every instance holds every string registered. */
export class Translator<Language extends string = string, Namespaces = unknown> {
  #language: Language;
  readonly #fallback: Language;
  readonly #messages: Map<Language, MessageTree>;
  readonly #bound = new Map<Language, TFunction<Namespaces>>();
  readonly #listeners = new Set<() => void>();

  constructor(messages: Partial<Record<Language, MessageTree>>, language: Language, fallback: Language) {
    this.#messages = new Map(Object.entries(messages) as Array<[Language, MessageTree]>);
    this.#language = language;
    this.#fallback = fallback;
  }

  get language(): Language {
    return this.#language;
  }

  /** `t` in the current language. */
  readonly t: TFunction<Namespaces> = (key, options) => this.getFixedT(this.#language)(key, options);

  /** `t` in one language whatever the current one; the same function each time. */
  getFixedT(language: Language): TFunction<Namespaces> {
    let bound = this.#bound.get(language);
    if (!bound) {
      bound = (key: string, options?: TranslateOptions) => {
        const path = key.split('.');
        const text =
          lookUp(this.#messages.get(language), path, options?.count, language) ??
          lookUp(this.#messages.get(this.#fallback), path, options?.count, this.#fallback) ??
          key;
        return interpolate(text, options);
      };
      this.#bound.set(language, bound);
    }
    return bound;
  }

  changeLanguage(language: Language): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#listeners.forEach((listener) => listener());
  }

  /** Adds (or replaces) top-level groups of messages in `language`. */
  addMessages(language: Language, groups: MessageTree): void {
    this.#messages.set(language, { ...this.#messages.get(language), ...groups });
  }

  /** Calls `listener` after every change of language; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

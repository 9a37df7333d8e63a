import { type ValidationOptions, ValidateBy } from 'class-validator';

/**
 * Text the database would refuse or mangle: C0 and C1 control characters other than tab,
 * line feed and carriage return (PostgreSQL refuses NUL outright), and lone UTF-16
 * surrogates, which cannot be encoded in UTF-8 and would be stored as U+FFFD.
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FORBIDDEN_CHARACTERS_MESSAGE =
  'Il testo contiene caratteri non ammessi (caratteri di controllo invisibili): eliminali e riprova.';
export const TOO_DEEP_MESSAGE = 'La richiesta contiene dati annidati troppo in profondità.';

/** No form or API body of the application nests deeper than this. */
export const MAX_INPUT_DEPTH = 16;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_CHARACTERS.test(text);
}

/**
 * Length as PostgreSQL counts it for `varchar(n)`: code points. JavaScript's `length`
 * counts UTF-16 units (an emoji is two) and class-validator's MaxLength does not count
 * variation selectors such as U+FE0F at all, so either lets through text the column refuses.
 */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

export function fitsCodePoints(text: string, max: number): boolean {
  // A code point takes one or two UTF-16 units: most texts are decided without counting.
  if (text.length <= max) return true;
  if (text.length > 2 * max) return false;
  return codePointLength(text) <= max;
}

/** MaxLength counted the way the `varchar(max)` column counts. */
export function MaxCodePoints(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxCodePoints',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && fitsCodePoints(value, max),
        defaultMessage: () => `$property must be at most ${max} characters long`,
      },
    },
    options,
  );
}

export interface InputProblem {
  /** Dotted path of the offending value, as in the `details` of a 400. */
  path: string;
  message: string;
}

/**
 * The first string with forbidden characters or the first value nested too deep in a parsed
 * body, query or parameter. Iterative, so that no input can exhaust the stack, and checked
 * before class-transformer, which copies nested values recursively.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return { path, message: FORBIDDEN_CHARACTERS_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    const entries = Array.isArray(value)
      ? (value as unknown[]).map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    // Reversed onto the stack, so that the first field of the body is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i];
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * What a name or other one-line field may not hold: line breaks and other control
 * characters, line and paragraph separators, and invisible format characters, the bidi
 * overrides (U+202A-U+202E, U+2066-U+2069) among them, which could add lines to the agency's
 * messages or show a name reversed in a list. Zero-width joiners stay: some scripts and
 * emoji need them.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;

export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** "Scrivi il nome su una sola riga...": `what` names the field. */
export const oneLineMessage = (what: string) =>
  `Scrivi ${what} su una sola riga, senza caratteri invisibili o di controllo.`;

/** A one-line text (see isOneLine); `what` names the field in the message ('il nome'). */
export function OneLine(what: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'oneLine',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isOneLine(value),
        defaultMessage: () => oneLineMessage(what),
      },
    },
    options,
  );
}

import {
  codePointLength,
  isOneLine,
  FORBIDDEN_CHARACTERS_MESSAGE,
  findInputProblem,
  fitsCodePoints,
  hasForbiddenCharacters,
  MAX_INPUT_DEPTH,
  TOO_DEEP_MESSAGE,
} from './validation-text.js';

describe('codePointLength and fitsCodePoints', () => {
  it.each([
    ['plain text', 'Anna', 4],
    ['an emoji (two UTF-16 units)', '\u{1F600}', 1],
    ['a heart with its variation selector', '\u2764\ufe0f', 2],
    ['a lone high surrogate', '\ud800x', 2],
  ])('counts %s as PostgreSQL does', (_case, text, length) => {
    expect(codePointLength(text)).toBe(length);
    expect(fitsCodePoints(text, length)).toBe(true);
    expect(fitsCodePoints(text, length - 1)).toBe(false);
  });
});

describe('hasForbiddenCharacters', () => {
  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', 'a\udc00'])('refuses %j', (text) => {
    expect(hasForbiddenCharacters(`Anna${text}`)).toBe(true);
  });

  it.each(['Riga\r\n\tdue', 'Caffè ☕️ \u{1F600}', 'Zoë'])('accepts %j', (text) => {
    expect(hasForbiddenCharacters(text)).toBe(false);
  });
});

describe('findInputProblem', () => {
  it('names the first field with a control character, nested fields dotted', () => {
    expect(findInputProblem({ name: 'Anna', travellers: [{ firstName: 'A' }, { firstName: 'B\u0000' }] })).toEqual({
      path: 'travellers.1.firstName',
      message: FORBIDDEN_CHARACTERS_MESSAGE,
    });
  });

  it('refuses nesting deeper than any form, without exhausting the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem({ name: deep })).toEqual({
      path: `name${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`,
      message: TOO_DEEP_MESSAGE,
    });
  });

  it('accepts ordinary bodies', () => {
    expect(findInputProblem({ name: 'Anna', travellers: [{ birthDate: null }], n: 3 })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });
});

describe('one-line text', () => {
  it.each([
    ['a plain name', 'Anna Maria', true],
    ['accents and an apostrophe', "Nicolò D'Amico", true],
    ['an emoji with a joiner', 'Famiglia 👨‍👩‍👧', true],
    ['a line break', 'Anna\nBONIFICO GIÀ RICEVUTO', false],
    ['a carriage return', 'Anna\rRossi', false],
    ['a tab', 'Anna\tRossi', false],
    ['a right-to-left override', 'Anna \u202eissoR', false],
    ['a bidi isolate', 'Anna \u2066Rossi\u2069', false],
    ['a left-to-right mark', 'Anna\u200eRossi', false],
    ['a line separator', 'Anna\u2028Rossi', false],
    ['a soft hyphen', 'Ros\u00adsi', false],
  ])('%s', (_, text, oneLine) => {
    expect(isOneLine(text)).toBe(oneLine);
  });
});

import { BASE62_ALPHABET, BULK_LINK_TOKEN_LENGTH, generateLinkToken, LINK_TOKEN_PATTERN } from './token.js';

describe('booking-link tokens', () => {
  it.each([
    ['a link of the checkout or of an admin', undefined, 32],
    ['a bulk link', BULK_LINK_TOKEN_LENGTH, 12],
  ])('are %s long as they should be', (_case, length, expected) => {
    const token = generateLinkToken(length);
    expect(token).toHaveLength(expected);
    expect(token).toMatch(LINK_TOKEN_PATTERN);
  });

  it('use only letters and digits, all of them', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const character of generateLinkToken()) seen.add(character);
    expect([...seen].sort().join('')).toBe([...BASE62_ALPHABET].sort().join(''));
  });

  it('never repeat over 100,000 short tokens', () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 100_000; i++) tokens.add(generateLinkToken(BULK_LINK_TOKEN_LENGTH));
    expect(tokens.size).toBe(100_000);
  });
});

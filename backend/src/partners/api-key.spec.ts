import {
  API_KEY_LENGTH,
  apiKeyPrefix,
  bearerCredential,
  formatApiKey,
  hashApiKeySecret,
  newApiKeySecret,
  parseApiKey,
  secretMatches,
} from './api-key.js';

const ID = '1b4e28ba-2fa1-4d3b-9c7a-5a3e2f1d0c9b';

describe('API keys', () => {
  it('reads back the id and secret of the key it formats, secrets with _ and - included', () => {
    for (let i = 0; i < 50; i++) {
      const secret = newApiKeySecret();
      const key = formatApiKey(ID, secret);
      expect(key.length).toBe(API_KEY_LENGTH);
      expect(key.startsWith(`${apiKeyPrefix(ID)}_`)).toBe(true);
      expect(parseApiKey(key)).toEqual({ keyId: ID, secret });
    }
    expect(parseApiKey(formatApiKey(ID, `_-${'a'.repeat(41)}`))).toEqual({ keyId: ID, secret: `_-${'a'.repeat(41)}` });
  });

  const secret = 'Jx3qV0n9mW2bq8sY7tL5kR1pZ4cH6dF0aE2gU8iO3yQ';
  it.each([
    ['another brand', `xyz_live_${ID}_${secret}`],
    ['test mode', `ati_test_${ID}_${secret}`],
    ['an upper-case id', `ati_live_${ID.toUpperCase()}_${secret}`],
    ['a secret one short', `ati_live_${ID}_${secret.slice(1)}`],
    ['a secret one long', `ati_live_${ID}_${secret}A`],
    ['a character outside base64url', `ati_live_${ID}_${secret.slice(1)}+`],
    ['spaces around', ` ati_live_${ID}_${secret}`],
    ['an id without dashes', `ati_live_${ID.replace(/-/g, '')}_${secret}`],
    ['nothing', ''],
  ])('refuses %s', (_case, key) => {
    expect(parseApiKey(key)).toBeNull();
  });

  it.each([
    [undefined, null],
    ['', null],
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['BEARER  abc ', 'abc'],
    ['Basic abc', null],
    ['abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
  ])('takes %j as the credential %j', (header, credential) => {
    expect(bearerCredential(header)).toBe(credential);
  });

  it('matches a secret only against its own hash', () => {
    const stored = hashApiKeySecret(secret);
    expect(stored.length).toBe(32);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(`${secret.slice(0, -1)}R`, stored)).toBe(false);
    expect(secretMatches(secret, stored.subarray(0, 31))).toBe(false);
  });
});

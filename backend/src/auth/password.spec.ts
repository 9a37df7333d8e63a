import { parseOptions } from '@node-rs/argon2';
import { hashPassword, passwordProblem, verifyPassword } from './password.js';

describe('admin password policy', () => {
  it.each([
    ['', 'La password deve contenere almeno 12 caratteri.'],
    ['undici-car', 'La password deve contenere almeno 12 caratteri.'],
    ['undici-cara', 'La password deve contenere almeno 12 caratteri.'],
    ['dodici-carat', null],
    // Twelve characters for a person, more UTF-16 units: counted as the person counts them.
    ['\u{1F600}'.repeat(11), 'La password deve contenere almeno 12 caratteri.'],
    ['\u{1F600}'.repeat(12), null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'La password può contenere al massimo 128 caratteri.'],
  ])('%j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe('password hashes', () => {
  it('are argon2id with at least 19 MiB and two passes, salted, and verify only the password', async () => {
    const hash = await hashPassword('tre-gatti-sul-tetto');
    expect(hash).toMatch(/^\$argon2id\$/);
    const options = parseOptions(hash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(await hashPassword('tre-gatti-sul-tetto')).not.toBe(hash);
    expect(await verifyPassword(hash, 'tre-gatti-sul-tetto')).toBe(true);
    expect(await verifyPassword(hash, 'tre-gatti-sul-tett0')).toBe(false);
  });

  it('refuse every password against a hash that cannot be read', async () => {
    expect(await verifyPassword('not a hash', 'tre-gatti-sul-tetto')).toBe(false);
  });
});

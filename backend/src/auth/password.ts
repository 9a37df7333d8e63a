import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../config/app-config.js';
import { codePointLength } from '../common/validation-text.js';

/**
 * argon2id with 19 MiB and two passes, one lane: OWASP's baseline for argon2id. The
 * parameters are stored in each hash, so raising them later leaves old hashes verifiable.
 */
export const PASSWORD_HASH_OPTIONS = {
  // The package's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export const PASSWORD_MIN_LENGTH = ADMIN_PASSWORD_MIN_LENGTH;
/** Long passphrases are welcome; the cap only keeps a request from feeding the hash a book. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri.`;
export const PASSWORD_TOO_LONG_MESSAGE = `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri.`;

/** What is wrong with a new password, in Italian, or null. Length only, as NIST SP 800-63B advises. */
export function passwordProblem(password: string): string | null {
  const length = codePointLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of nobody's password, with the same parameters: an unknown e-mail is checked
 * against it, so that its answer takes as long as a known one's.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

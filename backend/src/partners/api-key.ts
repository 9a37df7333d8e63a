import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The shape of a partner's key: `ati_live_<id>_<secret>`. The brand says whose key it is
 * (secret scanners and people recognise it), `live` leaves room for test keys, the id finds
 * the row without a search, and the secret is 32 random bytes in base64url (43 characters).
 */
export const API_KEY_BRAND = 'ati';
export const API_KEY_MODE = 'live';
const SECRET_BYTES = 32;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// The id has a fixed length, so the secret may hold '_' and '-' without making the split ambiguous.
const API_KEY_PATTERN = new RegExp(`^${API_KEY_BRAND}_${API_KEY_MODE}_(${UUID})_([A-Za-z0-9_-]{43})$`);

/** The longest key, for the documented limit of the header. */
export const API_KEY_LENGTH = `${API_KEY_BRAND}_${API_KEY_MODE}_`.length + 36 + 1 + 43;

/** What the key list shows to recognise a key: everything before the secret. */
export function apiKeyPrefix(keyId: string): string {
  return `${API_KEY_BRAND}_${API_KEY_MODE}_${keyId}`;
}

export function newApiKeySecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function formatApiKey(keyId: string, secret: string): string {
  return `${apiKeyPrefix(keyId)}_${secret}`;
}

/**
 * SHA-256, not a password hash: the secret is 256 random bits, so nobody can find it from
 * its hash by trying, and a slow hash would only cost every partner request its time.
 */
export function hashApiKeySecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** The id and secret of a well-formed key; null for anything else. */
export function parseApiKey(key: string): { keyId: string; secret: string } | null {
  const match = API_KEY_PATTERN.exec(key);
  return match ? { keyId: match[1], secret: match[2] } : null;
}

/** The key of an `Authorization: Bearer <key>` header; null when the header is missing or another scheme. */
export function bearerCredential(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match ? match[1] : null;
}

/** Compares in time independent of where the hashes differ. */
export function secretMatches(secret: string, storedHash: Buffer): boolean {
  const hash = hashApiKeySecret(secret);
  return storedHash.length === hash.length && timingSafeEqual(hash, storedHash);
}

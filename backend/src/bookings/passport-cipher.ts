import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The format of a stored value: its version, then the nonce, the tag and the ciphertext in
 * base64url. v2 binds the booking and the traveller's position; v1 bound the booking only and
 * is read solely to be rewritten as v2 (PassportRewrap).
 */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
const NONCE_BYTES = 12;
/** GCM's full tag: a shorter one would make forging a value cheaper, so no other length is accepted. */
const TAG_BYTES = 16;

/** Where a passport number belongs: the booking and the traveller's place in it (0 = the first). */
export interface PassportOwner {
  bookingId: string;
  position: number;
}

/**
 * Encrypts and decrypts travellers' passport numbers with AES-256-GCM. The key is derived
 * (HKDF-SHA256) from DATA_ENCRYPTION_KEY with a purpose of its own, so the configured secret
 * is never used as a key directly and another purpose can derive another key from it. The
 * booking's id and the traveller's position are bound as associated data: a ciphertext copied
 * onto another booking, or swapped between two travellers of one, does not decrypt.
 */
export class PassportCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'booking-travellers/passport-number/v1', 32));
  }

  encrypt(plain: string, owner: PassportOwner): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(owner));
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
  }

  /** Throws when the value was altered, moved, cut short or encrypted under another key. */
  decrypt(stored: string, owner: PassportOwner): string {
    const [version, body] = stored.split('.');
    if (version !== VERSION || !body) throw new Error('Unknown passport number format');
    return this.open(body, associatedData(owner));
  }

  /** Whether a stored value is in the format before v2, to be rewritten. */
  static isLegacy(stored: string): boolean {
    return stored.startsWith(`${LEGACY_VERSION}.`);
  }

  /** Reads a v1 value (bound to the booking only), to rewrite it as v2. */
  decryptLegacy(stored: string, bookingId: string): string {
    const [version, body] = stored.split('.');
    if (version !== LEGACY_VERSION || !body) throw new Error('Unknown passport number format');
    return this.open(body, Buffer.from(bookingId));
  }

  private open(body: string, aad: Buffer): string {
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Passport number cut short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(aad);
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

function associatedData({ bookingId, position }: PassportOwner): Buffer {
  return Buffer.from(`${bookingId}#${position}`);
}

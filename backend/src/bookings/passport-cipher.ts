import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The format of a stored value: its version, then the nonce, the tag and the ciphertext in base64url. */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts and decrypts travellers' passport numbers with AES-256-GCM. The key is derived
 * (HKDF-SHA256) from DATA_ENCRYPTION_KEY with a purpose of its own, so the configured secret
 * is never used as a key directly and another purpose can derive another key from it. The
 * booking's id is bound as associated data: a ciphertext copied onto another traveller's row
 * does not decrypt.
 */
export class PassportCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'booking-travellers/passport-number/v1', 32));
  }

  encrypt(plain: string, bookingId: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(bookingId));
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
  }

  /** Throws when the value was altered, moved or encrypted under another key. */
  decrypt(stored: string, bookingId: string): string {
    const [version, body] = stored.split('.');
    if (version !== VERSION || !body) throw new Error('Unknown passport number format');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(bookingId));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

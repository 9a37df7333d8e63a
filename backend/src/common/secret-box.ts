import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
/** GCM's full tag: a shorter one would make forging a value cheaper. */
const TAG_BYTES = 16;

/**
 * AES-256-GCM for a secret the application must read back (a webhook's signing secret), with
 * a key derived by HKDF-SHA256 from DATA_ENCRYPTION_KEY for one `purpose`, as the passport
 * numbers' cipher does: the configured secret is never a key itself, and each purpose has its
 * own. `context` (the owning row's id) is bound as associated data, so a value copied onto
 * another row does not open. Stored as `v1.<base64url of nonce, tag, ciphertext>`.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
  }

  seal(plain: string, context: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context));
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
  }

  /** Throws when the value was altered, moved to another context, cut short or sealed under another key. */
  open(stored: string, context: string): string {
    const [version, body] = stored.split('.');
    if (version !== VERSION || !body) throw new Error('Unknown sealed value format');
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Sealed value cut short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

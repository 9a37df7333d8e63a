import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { PassportCipher } from './passport-cipher.js';

const SECRET = 'Hq3Lp8Wd2Nv6Tb0Xs4Kc9Fm1Gr5Jz7Ay2Ue6Io0Pw3Qe8Rt';

/** A value as the format before v2 wrote it: bound to the booking only. */
function legacyValue(plain: string, bookingId: string, tagLength = 16): string {
  const key = Buffer.from(hkdfSync('sha256', SECRET, Buffer.alloc(0), 'booking-travellers/passport-number/v1', 32));
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagLength });
  cipher.setAAD(Buffer.from(bookingId));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

describe('passport numbers at rest', () => {
  const cipher = new PassportCipher(SECRET);
  const first = { bookingId: '0b9d5c1e-4a7f-4e2b-9c3d-5f6a7b8c9d0e', position: 0 };
  const second = { ...first, position: 1 };

  it('reads back what it stored, and never stores the number in clear', () => {
    const stored = cipher.encrypt('YA1234567', first);
    expect(stored).toMatch(/^v2\.[\w-]+$/);
    expect(stored).not.toContain('YA1234567');
    expect(cipher.decrypt(stored, first)).toBe('YA1234567');
  });

  it('stores the same number differently each time', () => {
    expect(cipher.encrypt('YA1234567', first)).not.toBe(cipher.encrypt('YA1234567', first));
  });

  it('refuses a value moved to another booking, swapped to another traveller, altered or made with another key', () => {
    const stored = cipher.encrypt('YA1234567', first);
    expect(() => cipher.decrypt(stored, { ...first, bookingId: '11111111-2222-4333-8444-555555555555' })).toThrow();
    expect(() => cipher.decrypt(stored, second)).toThrow();
    // One bit of the ciphertext's last byte changed.
    const bytes = Buffer.from(stored.split('.')[1], 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const flipped = `v2.${bytes.toString('base64url')}`;
    expect(() => cipher.decrypt(flipped, first)).toThrow();
    expect(() => new PassportCipher('another-key-of-at-least-thirty-two-characters').decrypt(stored, first)).toThrow();
    expect(() => cipher.decrypt('v0.abc', first)).toThrow('Unknown passport number format');
  });

  it('refuses a value whose tag was cut short', () => {
    const bytes = Buffer.from(cipher.encrypt('YA1234567', first).slice(3), 'base64url');
    // The same nonce, a 4-byte tag, the ciphertext: Node would check only those 4 bytes if allowed.
    const short = Buffer.concat([bytes.subarray(0, 12), bytes.subarray(12, 16), bytes.subarray(28)]);
    expect(() => cipher.decrypt(`v2.${short.toString('base64url')}`, first)).toThrow();
    expect(() => cipher.decrypt('v2.AAAA', first)).toThrow('Passport number cut short');
  });

  it('reads the format before v2, bound to the booking only, to rewrite it', () => {
    const legacy = legacyValue('YB7654321', first.bookingId);
    expect(PassportCipher.isLegacy(legacy)).toBe(true);
    expect(PassportCipher.isLegacy(cipher.encrypt('YB7654321', first))).toBe(false);
    expect(cipher.decryptLegacy(legacy, first.bookingId)).toBe('YB7654321');
    expect(() => cipher.decrypt(legacy, first)).toThrow('Unknown passport number format');
    expect(() => cipher.decryptLegacy(legacyValue('YB7654321', first.bookingId, 8), first.bookingId)).toThrow();
  });

  it('keeps letters outside ASCII', () => {
    expect(cipher.decrypt(cipher.encrypt('ÄB€123', first), first)).toBe('ÄB€123');
  });
});

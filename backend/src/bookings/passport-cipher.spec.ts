import { PassportCipher } from './passport-cipher.js';

describe('passport numbers at rest', () => {
  const cipher = new PassportCipher('Hq3Lp8Wd2Nv6Tb0Xs4Kc9Fm1Gr5Jz7Ay2Ue6Io0Pw3Qe8Rt');
  const booking = '0b9d5c1e-4a7f-4e2b-9c3d-5f6a7b8c9d0e';

  it('reads back what it stored, and never stores the number in clear', () => {
    const stored = cipher.encrypt('YA1234567', booking);
    expect(stored).toMatch(/^v1\.[\w-]+$/);
    expect(stored).not.toContain('YA1234567');
    expect(cipher.decrypt(stored, booking)).toBe('YA1234567');
  });

  it('stores the same number differently each time', () => {
    expect(cipher.encrypt('YA1234567', booking)).not.toBe(cipher.encrypt('YA1234567', booking));
  });

  it('refuses a value moved to another booking, altered or made with another key', () => {
    const stored = cipher.encrypt('YA1234567', booking);
    expect(() => cipher.decrypt(stored, '11111111-2222-4333-8444-555555555555')).toThrow();
    const flipped = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}${stored.slice(-1)}`;
    expect(() => cipher.decrypt(flipped, booking)).toThrow();
    expect(() =>
      new PassportCipher('another-key-of-at-least-thirty-two-characters').decrypt(stored, booking),
    ).toThrow();
    expect(() => cipher.decrypt('v0.abc', booking)).toThrow('Unknown passport number format');
  });

  it('keeps letters outside ASCII', () => {
    expect(cipher.decrypt(cipher.encrypt('ÄB€123', booking), booking)).toBe('ÄB€123');
  });
});

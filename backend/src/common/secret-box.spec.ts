import { SecretBox } from './secret-box.js';

const KEY = 'k'.repeat(16) + 'Q7v2pX9mR4tL8wZ1';

describe('SecretBox', () => {
  const box = new SecretBox(KEY, 'partner-webhooks/signing-secret/v1');

  it('opens what it sealed for the same row, and never shows the secret in the stored text', () => {
    const sealed = box.seal('whsec_c2VncmV0bw==', 'row-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('c2VncmV0bw');
    expect(box.open(sealed, 'row-1')).toBe('whsec_c2VncmV0bw==');
  });

  it('refuses a value moved to another row, altered, or sealed for another purpose', () => {
    const sealed = box.seal('whsec_c2VncmV0bw==', 'row-1');
    expect(() => box.open(sealed, 'row-2')).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(altered, 'row-1')).toThrow();
    expect(() => new SecretBox(KEY, 'another/purpose').open(sealed, 'row-1')).toThrow();
  });
});

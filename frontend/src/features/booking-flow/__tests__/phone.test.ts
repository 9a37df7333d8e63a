import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../phone';

describe('formatPhoneNumber', () => {
  it.each([
    ['an Italian mobile as the API gives it', '393331234567', '+39 333 123 4567'],
    ['another Italian mobile', '393477654321', '+39 347 765 4321'],
    ['an Italian mobile already written with + and spaces', '+39 333 1234567', '+39 333 123 4567'],
    ['an Italian mobile with dashes', '+39-333-123-4567', '+39 333 123 4567'],
    ['an older Italian mobile of nine digits', '39333123456', '+39 333 123 456'],
    ['a British mobile', '447911123456', '+44 791 112 3456'],
    ['a North American number', '12125550123', '+1 212 555 0123'],
    ['a Swiss number', '41791234567', '+41 791 234 567'],
    ['a three-digit country code', '35312345678', '+353 123 456 78'],
    ['a short number', '3912345', '+39 123 45'],
    ['a country code alone', '39', '+39'],
  ])('writes %s (%s) as %s', (_case, phone, expected) => {
    expect(formatPhoneNumber(phone)).toBe(expected);
  });

  it.each(['393331234567', '390583495100', '447911123456', '12125550123', '35312345678', '9', '123456789012345'])(
    'keeps every digit of %s, in order, after a +',
    (phone) => {
      const formatted = formatPhoneNumber(phone);
      expect(formatted).toMatch(/^\+\d/);
      expect(formatted.replace(/\D/g, '')).toBe(phone);
    },
  );

  it('gives back text without digits as it is', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('n/d')).toBe('n/d');
  });
});

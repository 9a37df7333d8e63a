import { formatIban, isValidIban, normalizeIban } from './iban.js';

describe('IBAN', () => {
  it.each([
    [' it60 x054 2811 1010 0000 0123 456 ', 'IT60X0542811101000000123456'],
    ['IT60-X054-2811-1010-0000-0123-456', 'IT60X0542811101000000123456'],
    ['de89370400440532013000', 'DE89370400440532013000'],
  ])('stores %j as %s', (input, stored) => {
    expect(normalizeIban(input)).toBe(stored);
  });

  it.each([
    ['an Italian IBAN', 'IT60X0542811101000000123456', true],
    ['a German IBAN', 'DE89370400440532013000', true],
    ['a wrong check digit', 'IT61X0542811101000000123456', false],
    ['two digits swapped', 'IT60X0542811110000000123456', false],
    ['one character missing', 'IT60X054281110100000012345', false],
    ['an unknown country', 'XX60X0542811101000000123456', false],
    ['letters where the bank code has digits', 'IT60X05428111010000001234AB', false],
    ['nothing', '', false],
  ])('takes %s: %s -> %s', (_case, iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('shows an IBAN in groups of four', () => {
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

import { escapeLike, foldText, searchParameters } from './booking-search.js';

describe('booking search parameters', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('folds case and accents as the SQL side does', () => {
    expect(foldText('NICOLÒ Dell’Orto')).toBe('nicolo dell’orto');
  });

  it('builds the pattern, the compact reference and no phone for a remittance text', () => {
    expect(searchParameters('Ricevuta  7351')).toEqual({
      pattern: '%ricevuta 7351%',
      compact: 'ricevuta7351',
      phoneDigits: null,
    });
  });

  it('takes the digits of a phone-like text', () => {
    expect(searchParameters('+39 (333) 123-4567').phoneDigits).toBe('393331234567');
    expect(searchParameters('333').phoneDigits).toBeNull();
  });

  it('has no compact form for a text of signs only', () => {
    expect(searchParameters('%%')).toEqual({ pattern: '%\\%\\%%', compact: null, phoneDigits: null });
  });
});

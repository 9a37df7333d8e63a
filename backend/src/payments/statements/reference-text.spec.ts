import { findReferenceNumbers } from './reference-text.js';

describe('findReferenceNumbers', () => {
  it.each([
    ['Ricevuta 1234', [1234]],
    ['RICEVUTA1234', [1234]],
    ['ricevuta  1234', [1234]],
    ['Saldo viaggio ricevuta 4821 Rossi', [4821]],
    ['Ricevuta n. 1234', [1234]],
    ['Ricevuta N.1234', [1234]],
    ['Ricevuta n1234', [1234]],
    ['Ricevuta nr 1234', [1234]],
    ['Ricevuta nr.1234', [1234]],
    ['Ricevuta Nr. 1234', [1234]],
    ['Ricevuta no. 1234', [1234]],
    ['Ricevuta num. 1234', [1234]],
    ['Ricevuta numero 1234', [1234]],
    ['Ricevuta N°1234', [1234]],
    ['Ricevuta n° 1234', [1234]],
    ['Ricevuta nº 1234', [1234]],
    ['Ricevuta: 1234', [1234]],
    ['Ricevuta #1234', [1234]],
    ['Ricevuta-1234', [1234]],
    ['RICEVUTA_1234', [1234]],
    ['Ricevuta "1234"', [1234]],
    ['PAGAMENTORICEVUTA1234', [1234]],
    // A word cut where the bank cut the remittance line, the lines joined with a space.
    ['Acconto Ricev uta 1234', [1234]],
    // Leading zeros are read through: no reference starts with one.
    ['RICEVUTA: 01234', [1234]],
    ['Ricevuta 0001234', [1234]],
    // The bounds: 1000 to 99999, four or five digits.
    ['Ricevuta 1000', [1000]],
    ['Ricevuta 99999', [99999]],
    ['Ricevuta 999', []],
    ['Ricevuta 0999', []],
    ['Ricevuta 123456', []],
    ['Ricevuta 0123456', []],
    ['Ricevuta 00000', []],
    // The number ends where its digits end, after them anything goes.
    ['Ricevuta 1234,00 euro', [1234]],
    ['Ricevuta 1234/2026', [1234]],
    ['Ricevuta 1234a', [1234]],
    // Several references, each once, in order.
    ['Ricevuta 2345 e Ricevuta 1234', [2345, 1234]],
    ['ricevuta 1234 RICEVUTA 1234 Ricevuta n. 1234', [1234]],
    ['Ricevuta 5678 saldo; ricevuta nr 12345 acconto', [5678, 12345]],
    // Not enough, or not a reference.
    ['Ric. 1234', []],
    ['Rif. 1234', []],
    ['1234', []],
    ['Ricevute 1234 e 1235', []],
    ['Ricevuta del viaggio 1234', []],
    ['Ricevuta nuova 1234', []],
    ['Ricevuta', []],
    ['', []],
    ['Ricevuta 12 34', []],
    ['Ricevuta 1.234', []],
  ])('finds in %j: %j', (text, numbers) => {
    expect(findReferenceNumbers(text)).toEqual(numbers);
  });

  it('stays fast on a long run of separators after the word', () => {
    const text = `Ricevuta${' -'.repeat(50_000)}`;
    const started = Date.now();
    expect(findReferenceNumbers(text)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { fileSize, formatAmount, groupIban, referenceIn } from '../format';

describe('formatAmount', () => {
  it.each([
    [103_200, 'it', '1.032,00\u00a0€'],
    [103_250, 'it', '1.032,50\u00a0€'],
    [5, 'it', '0,05\u00a0€'],
    [123_456_789, 'it', '1.234.567,89\u00a0€'],
    [103_200, 'en', '€1,032.00'],
    [-2_000, 'it', '-20,00\u00a0€'],
  ] as const)('%i cents in %s is %s, cents always shown', (cents, language, text) => {
    expect(formatAmount(cents, language)).toBe(text);
  });

  it('names another currency by its code', () => {
    expect(formatAmount(103_200, 'it', 'CHF')).toBe('1.032,00\u00a0CHF');
    expect(formatAmount(103_200, 'en', 'USD')).toBe('1,032.00\u00a0USD');
  });
});

describe('groupIban', () => {
  it('writes an IBAN in groups of four, whatever spaces it came with', () => {
    expect(groupIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(groupIban('IT60 X054 28111010 0000 0123 4567')).toBe('IT60 X054 2811 1010 0000 0123 4567');
  });
});

describe('fileSize', () => {
  it('says kilobytes below a megabyte, rounded up, and megabytes with one decimal above', () => {
    expect(fileSize(10, 'it')).toEqual({ unit: 'kb', size: '1' });
    expect(fileSize(1025, 'it')).toEqual({ unit: 'kb', size: '2' });
    expect(fileSize(2.44 * 1024 * 1024, 'it')).toEqual({ unit: 'mb', size: '2,4' });
    expect(fileSize(10 * 1024 * 1024, 'en')).toEqual({ unit: 'mb', size: '10.0' });
  });
});

describe('referenceIn', () => {
  it.each([
    ['Ricevuta 4821 acconto Praga', 'Ricevuta 4821'],
    ['SALDO RICEVUTA1234', 'Ricevuta 1234'],
    ['ricevuta n. 1234 viaggio', 'Ricevuta 1234'],
    ['Ricevuta nr 12345', 'Ricevuta 12345'],
    ['Ricevuta N°1234', 'Ricevuta 1234'],
    ['Ricevuta nº 1234', 'Ricevuta 1234'],
    ['Ricevuta: 01234', 'Ricevuta 1234'],
    ['Ricevuta #1234 e Ricevuta 5678', 'Ricevuta 1234'],
  ])('finds the reference in %j', (remittance, reference) => {
    expect(referenceIn(remittance)).toBe(reference);
  });

  it.each([
    'Bonifico viaggio Praga',
    'Ric. 1234',
    'Ricevuta 123456',
    'Ricevuta 123',
    'Ricevuta 0999',
    'Ricevuta numeroso 1234',
  ])('finds none in %j', (remittance) => {
    expect(referenceIn(remittance)).toBeNull();
  });
});

import { detectDecimal, ibanInPreamble, parseCsvDate } from './csv-values.js';

describe('parseCsvDate', () => {
  it.each([
    ['23/11/2026', 'dmy', '2026-11-23'],
    ['3/1/2026', 'dmy', '2026-01-03'],
    ['23/11/26', 'dmy', '2026-11-23'],
    ['23.11.2026', 'dmy', '2026-11-23'],
    ['23-11-2026', 'dmy', '2026-11-23'],
    ['2026-11-23', 'dmy', '2026-11-23'],
    ['2026/11/23', 'dmy', '2026-11-23'],
    ['20261123', 'dmy', '2026-11-23'],
    ['23/11/2026 14:05', 'dmy', '2026-11-23'],
    ['23/11/2026 14:05:59', 'dmy', '2026-11-23'],
    ['2026-11-23T14:05:59', 'dmy', '2026-11-23'],
    ['26/11/23', 'ymd', '2026-11-23'],
    ['23/11/2026', 'ymd', '2026-11-23'],
    ['29/02/2028', 'dmy', '2028-02-29'],
    ['31/12/2026', 'dmy', '2026-12-31'],
    // Days that do not exist, and what is no date.
    ['31/02/2027', 'dmy', null],
    ['29/02/2027', 'dmy', null],
    ['31/04/2026', 'dmy', null],
    ['00/11/2026', 'dmy', null],
    ['23/13/2026', 'dmy', null],
    ['23/11/202', 'dmy', null],
    ['23/11-2026', 'dmy', null],
    ['123/11/2026', 'dmy', null],
    ['Saldo finale', 'dmy', null],
    ['', 'dmy', null],
  ] as const)('reads %j (%s) as %j', (text, order, date) => {
    expect(parseCsvDate(text, order)).toBe(date);
  });
});

describe('detectDecimal', () => {
  it.each([
    [['1.234,56', '920,00'], ','],
    [['1234.56', '-920.00', '', '15'], '.'],
    [['920.00', '1.234'], ','],
    [['1.234'], ','],
    [['12', '15'], ','],
    [[], ','],
    [['1,234.56'], ','],
    [['920.00 €', '12.50-'], '.'],
  ])('finds in %j: %j', (amounts, decimal) => {
    expect(detectDecimal(amounts)).toBe(decimal);
  });
});

describe('ibanInPreamble', () => {
  it.each([
    [['Conto corrente', 'IT60 X054 2811 1010 0000 0123 456'], 'IT60X0542811101000000123456'],
    [['IBAN: it60x0542811101000000123456 EUR'], 'IT60X0542811101000000123456'],
    [['Conto IT60X0542811101000000123456', 'IT60X0542811101000000123456'], 'IT60X0542811101000000123456'],
    // A typing error in the check digits is no IBAN; two accounts are none to choose.
    [['IT61X0542811101000000123456'], null],
    [['IT60X0542811101000000123456', 'DE89370400440532013000'], null],
    [['Periodo', 'dal 23/11/2026 al 25/11/2026'], null],
  ])('finds in %j: %j', (cells, iban) => {
    expect(ibanInPreamble(cells)).toBe(iban);
  });
});

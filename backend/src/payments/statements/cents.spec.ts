import { AmountUnreadable, parseAmountCents } from './cents.js';

describe('parseAmountCents', () => {
  it.each([
    // The two marks and the sizes where a float would already lose a cent.
    ['1.234,56', ',', 123456],
    ['920,00', ',', 92000],
    ['0,01', ',', 1],
    ['0,1', ',', 10],
    ['12,5', ',', 1250],
    ['1234', ',', 123400],
    ['1.234', ',', 123400],
    [',50', ',', 50],
    ['0,00', ',', 0],
    ['-0,00', ',', 0],
    ['1234.56', '.', 123456],
    ['1,234.56', '.', 123456],
    ['0.29', '.', 29],
    ['4.35', '.', 435],
    ['1.005', ',', 100500],
    ['9.999.999.999.999,99', ',', 999999999999999],
    // Thousands written with spaces, no-break spaces and apostrophes.
    ['1 234,56', ',', 123456],
    ['1\u00a0234\u00a0567,89', ',', 123456789],
    ['1\u202f234,56', ',', 123456],
    ["1'234,56", ',', 123456],
    ['1\u2019234.56', '.', 123456],
    // Signs before or after, currency on either side.
    ['-920,00', ',', -92000],
    ['+1.234,56', ',', 123456],
    ['920,00-', ',', -92000],
    ['920,00 -', ',', -92000],
    ['\u22121,50', ',', -150],
    ['€ 1.234,56', ',', 123456],
    ['1.234,56 €', ',', 123456],
    ['-€ 12,00', ',', -1200],
    ['€ -12,00', ',', -1200],
    ['EUR 920,00', ',', 92000],
    ['920,00 eur', ',', 92000],
    ['  920,00  ', ',', 92000],
  ] as const)('reads %j with decimal %j as %d cents', (text, decimal, cents) => {
    expect(parseAmountCents(text, decimal)).toBe(cents);
  });

  it.each([
    ['', ',', "manca l'importo."],
    ['   ', ',', "manca l'importo."],
    ['12,3x', ',', "l'importo «12,3x» non è un numero."],
    ['abc', ',', "l'importo «abc» non è un numero."],
    ['-', ',', "l'importo «-» non è un numero."],
    ['€', ',', "l'importo «€» non è un numero."],
    ['12,', ',', "l'importo «12,» non è un numero."],
    ['1,2,3', ',', "l'importo «1,2,3» non è un numero."],
    ['--5,00', ',', "l'importo «--5,00» non è un numero."],
    ['-5,00-', ',', "l'importo «-5,00-» non è un numero."],
    ['€ 5,00 EUR', ',', "l'importo «€ 5,00 EUR» non è un numero."],
    ['1e5', ',', "l'importo «1e5» non è un numero."],
    ['0x10', ',', "l'importo «0x10» non è un numero."],
    ['Infinity', '.', "l'importo «Infinity» non è un numero."],
    ['12.34.56', ',', "l'importo «12.34.56» non è un numero."],
    ['12.34,56', ',', "l'importo «12.34,56» non è un numero."],
    ['1.23,45', ',', "l'importo «1.23,45» non è un numero."],
    ['1.234 567,00', ',', "l'importo «1.234 567,00» non è un numero."],
    // The wrong decimal mark is caught, not read a hundred times off.
    ['1,234.56', ',', "l'importo «1,234.56» non è un numero."],
    ['1234,56', '.', "l'importo «1234,56» non è un numero."],
    ['12,345', ',', "l'importo «12,345» ha più di due decimali."],
    ['1.234', '.', "l'importo «1.234» ha più di due decimali."],
    ['0,001', ',', "l'importo «0,001» ha più di due decimali."],
    ['99999999999999,00', ',', "l'importo «99999999999999,00» è troppo grande."],
  ] as const)('refuses %j with decimal %j', (text, decimal, message) => {
    expect(() => parseAmountCents(text, decimal)).toThrow(new AmountUnreadable(message));
  });
});

import { readFileSync } from 'node:fs';

import { parseCsv, type CsvLayout } from './csv.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url));
const ACCOUNT = 'IT60X0542811101000000123456';
const HASH_KEY = /^hash:[0-9a-f]{64}:0$/;

/** What a StatementUnreadable thrown for `where` with `message` looks like. */
const unreadableAt = (where: string, message: string) =>
  expect.objectContaining({ name: 'StatementUnreadable', where, message });

const csvEntry = { currency: 'EUR', booked: true, reversal: false, debtorIban: null };

describe('parseCsv, an ISO-8859-1 export with credit and debit columns', () => {
  const statement = parseCsv(fixture('csv-generic-latin1.csv'));

  it('skips the preamble and the totals, reads accents, quotes and line breaks in cells', () => {
    expect(statement.format).toBe('csv');
    // Written in the preamble, 'Conto corrente;IT60 X054 ...'.
    expect(statement.accountIban).toBe(ACCOUNT);
    const gallo = {
      ...csvEntry,
      bookedOn: '2026-11-24',
      valueOn: '2026-11-24',
      amountCents: 25000,
      direction: 'credit',
      debtorName: null,
      remittance: 'BONIFICO A VOSTRO FAVORE Ricevuta 4512 quota gita Assisi - Gallo Chiara',
      bankReference: null,
    };
    expect(statement.entries).toEqual([
      {
        ...csvEntry,
        entryKey: expect.stringMatching(HASH_KEY),
        bookedOn: '2026-11-23',
        valueOn: '2026-11-23',
        amountCents: 123456,
        direction: 'credit',
        debtorName: null,
        remittance: 'BONIFICO A VOSTRO FAVORE BONIFICO SEPA DA FERRI GIULIA PER: SALDO VIAGGIO MARRAKECH RICEVUTA1234',
        bankReference: null,
      },
      {
        ...csvEntry,
        entryKey: expect.stringMatching(HASH_KEY),
        bookedOn: '2026-11-23',
        valueOn: '2026-11-23',
        amountCents: 92000,
        direction: 'credit',
        debtorName: null,
        remittance:
          'BONIFICO A VOSTRO FAVORE Da: Società Cooperativa Città Aperta; causale: "Ricevuta n. 10457" acconto',
        bankReference: null,
      },
      {
        ...csvEntry,
        entryKey: expect.stringMatching(HASH_KEY),
        bookedOn: '2026-11-24',
        valueOn: '2026-11-24',
        amountCents: 35000,
        direction: 'debit',
        debtorName: null,
        remittance: 'DISPOSIZIONE DI BONIFICO A FAVORE DI Hotel Riviera dei Fiori S.r.l. Saldo fattura 118/2026',
        bankReference: null,
      },
      { ...gallo, entryKey: expect.stringMatching(HASH_KEY) },
      { ...gallo, entryKey: expect.stringMatching(/^hash:[0-9a-f]{64}:1$/) },
      {
        ...csvEntry,
        entryKey: expect.stringMatching(HASH_KEY),
        bookedOn: '2026-11-25',
        valueOn: '2026-11-25',
        amountCents: 150,
        direction: 'debit',
        debtorName: null,
        remittance: 'COMMISSIONI E SPESE Commissione bonifico in entrata',
        bankReference: null,
      },
    ]);
    const [, , , first, second] = statement.entries;
    expect(second.entryKey.slice(0, -2)).toBe(first.entryKey.slice(0, -2));
  });

  it('keys the rows of an overlapping export as before, identical transfers included', () => {
    // The next day's export: the same preamble, from the hotel's row on, and one row more.
    const text = fixture('csv-generic-latin1.csv').toString('latin1');
    const lines = text.split('\r\n');
    const later = [
      ...lines.slice(0, 6),
      ...lines.slice(8, 13),
      '26/11/2026;26/11/2026;BONIFICO A VOSTRO FAVORE;100,00;;Ricevuta 4512 quota gita Assisi - Gallo Chiara',
      '',
    ].join('\r\n');
    const overlap = parseCsv(Buffer.from(later, 'latin1'));
    expect(overlap.entries.slice(0, 4)).toEqual(statement.entries.slice(2));
    expect(statement.entries.map((entry) => entry.entryKey)).not.toContain(overlap.entries[4].entryKey);
  });
});

describe('parseCsv, a UTF-8 export with a byte-order mark and a signed amount', () => {
  it('reads signs, two-digit years, payer and bank reference; leaves out a zero amount', () => {
    expect(parseCsv(fixture('csv-utf8-bom.csv'))).toEqual({
      format: 'csv',
      accountIban: null,
      entries: [
        {
          ...csvEntry,
          entryKey: 'ref::0623251126000118480000889000IT',
          bookedOn: '2026-11-25',
          valueOn: '2026-11-25',
          amountCents: 123456,
          direction: 'credit',
          debtorName: 'Stefan Bauer',
          remittance: 'Bonifico istantaneo - Ricevuta N°8890',
          bankReference: '0623251126000118480000889000IT',
        },
        {
          ...csvEntry,
          entryKey: expect.stringMatching(HASH_KEY),
          bookedOn: '2026-11-25',
          valueOn: '2026-11-25',
          amountCents: 8990,
          direction: 'debit',
          debtorName: null,
          remittance: 'Pagamento POS Autogrill Città della Pieve',
          bankReference: null,
        },
        {
          ...csvEntry,
          entryKey: 'ref::0623261126000027480001045700IT',
          bookedOn: '2026-11-26',
          valueOn: '2026-11-26',
          amountCents: 92000,
          direction: 'credit',
          debtorName: "Nicolò D'Amico",
          remittance: 'Ricevuta nr 10457, acconto Giordania',
          bankReference: '0623261126000027480001045700IT',
        },
        {
          ...csvEntry,
          entryKey: expect.stringMatching(HASH_KEY),
          bookedOn: '2026-11-26',
          valueOn: '2026-11-26',
          amountCents: 150000,
          direction: 'debit',
          debtorName: null,
          remittance: 'Bonifico a Compagnia Aerea Italiana S.p.A.',
          bankReference: null,
        },
      ],
    });
  });
});

describe('parseCsv, a layout stored for the account', () => {
  const layout: CsvLayout = {
    delimiter: ',',
    // Names as staff typed them: case, accents and spaces do not matter.
    bookedOn: ' giorno ',
    valueOn: 'VALUTA',
    amount: 'Movimento',
    description: ['Dettaglio operazione', 'note'],
    debtorName: 'Mittente',
    bankReference: 'Num. operazione',
    decimal: '.',
    dateOrder: 'ymd',
  };
  const common = { ...csvEntry };

  it('reads columns the built-in names do not know', () => {
    expect(parseCsv(fixture('csv-custom-layout.csv'), layout)).toEqual({
      format: 'csv',
      accountIban: null,
      entries: [
        {
          ...common,
          entryKey: 'ref::BCC2611230001',
          bookedOn: '2026-11-23',
          valueOn: '2026-11-23',
          amountCents: 123456,
          direction: 'credit',
          debtorName: 'Parrocchia San Michele Arcangelo',
          remittance: 'Bonifico SEPA Ricevuta 2031, Parrocchia San Michele',
          bankReference: 'BCC2611230001',
        },
        {
          ...common,
          entryKey: 'ref::BCC2611230002',
          bookedOn: '2026-11-23',
          valueOn: '2026-11-23',
          amountCents: 4500,
          direction: 'debit',
          debtorName: null,
          remittance: 'Addebito SDD Utenza telefonica',
          bankReference: 'BCC2611230002',
        },
        {
          ...common,
          entryKey: 'ref::BCC2611240001',
          bookedOn: '2026-11-24',
          valueOn: '2026-11-24',
          amountCents: 92000,
          direction: 'credit',
          debtorName: 'Anna Conti',
          remittance: 'Bonifico SEPA RICEVUTA 7801',
          bankReference: 'BCC2611240001',
        },
      ],
    });
  });

  it('is needed: without it the file is not recognised', () => {
    expect(() => parseCsv(fixture('csv-custom-layout.csv'))).toThrow(
      unreadableAt('File', 'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.'),
    );
  });

  it('names a column it lists that the header lacks', () => {
    expect(() => parseCsv(fixture('csv-custom-layout.csv'), { ...layout, debtorName: 'Ordinante' })).toThrow(
      unreadableAt('Riga 2', 'Riga 2: manca la colonna «Ordinante» indicata per questo conto.'),
    );
  });

  it('says which header it looked for when none matches', () => {
    expect(() => parseCsv(fixture('csv-custom-layout.csv'), { ...layout, bookedOn: 'Data' })).toThrow(
      expect.objectContaining({
        message:
          "Nel file non c'è la riga d'intestazione con le colonne «Data» e «Movimento» indicate per questo conto.",
      }),
    );
  });
});

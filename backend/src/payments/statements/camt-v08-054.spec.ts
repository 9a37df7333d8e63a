import { readFileSync } from 'node:fs';

import { parseCamt } from './camt.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url), 'utf8');

const ACCOUNT = 'IT60X0542811101000000123456';

describe('parseCamt, camt.053.001.08', () => {
  it('reads status codes, date-times, debtors under Pty and amounts per transaction', () => {
    const on24 = { bookedOn: '2026-11-24', valueOn: '2026-11-24', currency: 'EUR', booked: true, reversal: false };
    const statement = parseCamt(fixture('camt053-v08.xml'));
    expect(statement.format).toBe('camt.053');
    expect(statement.accountIban).toBe(ACCOUNT);
    expect(statement.entries).toEqual([
      {
        ...on24,
        entryKey: `ref:${ACCOUNT}:IT24112600017`,
        amountCents: 92000,
        direction: 'credit',
        debtorName: 'Anna Conti',
        debtorIban: 'IT65M0306234210000001904467',
        remittance: 'Ricevuta 7801 Anna Conti',
        bankReference: 'IT24112600017',
      },
      {
        ...on24,
        entryKey: `ref:${ACCOUNT}:IT24112600018`,
        amountCents: 123456,
        direction: 'credit',
        debtorName: 'Stefan Bauer',
        debtorIban: 'DE89370400440532013000',
        remittance: 'Ricevuta Nr. 8890 Reise Apulien',
        bankReference: 'IT24112600018',
      },
      {
        ...on24,
        entryKey: `ref:${ACCOUNT}:IT24112600019`,
        amountCents: 140000,
        direction: 'credit',
        debtorName: 'Roberto Marino',
        debtorIban: 'IT25O0306909606100000012345',
        remittance: 'ricevuta 1001 saldo',
        bankReference: 'IT24112600019',
      },
      {
        ...on24,
        // No reference of its own: the batch's, with its place in the batch.
        entryKey: `ref:${ACCOUNT}:IT24112600B03:1`,
        amountCents: 70000,
        direction: 'credit',
        debtorName: 'Silvia Greco',
        debtorIban: null,
        remittance: 'Acconto Ricevuta nº 99999',
        bankReference: 'IT24112600B03',
      },
      {
        ...on24,
        bookedOn: '2026-11-25',
        valueOn: '2026-11-25',
        booked: false,
        entryKey: expect.stringMatching(/^pending:hash:[0-9a-f]{64}:0$/),
        amountCents: 30000,
        direction: 'credit',
        debtorName: 'Paolo Ricci',
        debtorIban: null,
        remittance: 'Ricevuta 2222',
        bankReference: null,
      },
      {
        ...on24,
        entryKey: `ref:${ACCOUNT}:IT24112600F05:0`,
        amountCents: 1250,
        direction: 'debit',
        debtorName: null,
        debtorIban: null,
        remittance: 'COMMISSIONI TENUTA CONTO NOVEMBRE',
        bankReference: 'IT24112600F05',
      },
    ]);
  });
});

describe('parseCamt, camt.054', () => {
  it('reads the notification, an announced credit not booked', () => {
    const statement = parseCamt(fixture('camt054.xml'));
    expect(statement).toEqual({
      format: 'camt.054',
      accountIban: ACCOUNT,
      entries: [
        {
          entryKey: `ref:${ACCOUNT}:IT26112600042-1`,
          bookedOn: '2026-11-26',
          valueOn: '2026-11-26',
          amountCents: 69000,
          currency: 'EUR',
          direction: 'credit',
          booked: true,
          reversal: false,
          debtorName: 'Elena Marchetti',
          debtorIban: 'IT75W0200805364000104528871',
          remittance: 'ricevuta 2718',
          bankReference: 'IT26112600042-1',
        },
        {
          entryKey: `pending:ref:${ACCOUNT}:IT26112600043-1`,
          bookedOn: '2026-11-27',
          valueOn: '2026-11-27',
          amountCents: 123456,
          currency: 'EUR',
          direction: 'credit',
          booked: false,
          reversal: false,
          debtorName: 'Davide Russo',
          debtorIban: null,
          remittance: 'Ricevuta N. 3141',
          bankReference: 'IT26112600043-1',
        },
      ],
    });
  });
});

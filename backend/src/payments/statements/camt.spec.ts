import { readFileSync } from 'node:fs';

import { parseCamt } from './camt.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url), 'utf8');

const ACCOUNT = 'IT60X0542811101000000123456';
/** Hash keys are stored under a unique constraint: the formula must not drift, so one is pinned. */
const GALLO_HASH = 'hash:2ae688b324630e53af531d9d15530d3f5cc6eaa1656fe05079f64c455c172147';
const HASH_KEY = /^hash:[0-9a-f]{64}:\d+$/;

describe('parseCamt, camt.053.001.02', () => {
  const on23 = { bookedOn: '2026-11-23', valueOn: '2026-11-23', currency: 'EUR', booked: true, reversal: false };
  const statement = parseCamt(fixture('camt053-v02.xml'));

  it('reads every entry, one per transaction of a batch, pending and reversal flagged', () => {
    expect(statement.format).toBe('camt.053');
    expect(statement.accountIban).toBe(ACCOUNT);
    expect(statement.entries).toEqual([
      {
        ...on23,
        entryKey: `ref:${ACCOUNT}:0542811232600001`,
        amountCents: 123456,
        direction: 'credit',
        debtorName: 'Giulia Ferri',
        debtorIban: 'IT25O0306909606100000012345',
        remittance: 'SALDO VIAGGIO MARRAKECH RICEVUTA1234',
        bankReference: '0542811232600001',
      },
      {
        ...on23,
        entryKey: `ref:${ACCOUNT}:0542811232600002`,
        amountCents: 92000,
        direction: 'credit',
        debtorName: 'Marco Esposito',
        debtorIban: 'IT75W0200805364000104528871',
        remittance: 'Acconto tour Giordania 2 persone Ricevuta n. 10457 - Esposito',
        bankReference: '0542811232600002',
      },
      {
        ...on23,
        valueOn: '2026-11-22',
        entryKey: `ref:${ACCOUNT}:0542811232600003`,
        amountCents: 150000,
        direction: 'credit',
        debtorName: 'Parrocchia San Michele Arcangelo',
        debtorIban: 'IT71M0503411701000000031972',
        remittance: 'RICEVUTA 2031',
        bankReference: '0542811232600003',
      },
      {
        ...on23,
        entryKey: `ref:${ACCOUNT}:0542811232600004`,
        amountCents: 35000,
        direction: 'debit',
        debtorName: 'A.T.I. S.R.L.',
        debtorIban: ACCOUNT,
        remittance: 'Saldo fattura 118/2026',
        bankReference: '0542811232600004',
      },
      {
        ...on23,
        valueOn: '2026-11-20',
        reversal: true,
        entryKey: `reversal:ref:${ACCOUNT}:0542811232600005`,
        amountCents: 48000,
        direction: 'debit',
        debtorName: 'Luca Bianchi',
        debtorIban: 'IT25O0306911884100000064218',
        remittance: 'Ricevuta 3377 acconto Sicilia',
        bankReference: '0542811232600005',
      },
      {
        ...on23,
        // No booking date yet: the value date stands in.
        bookedOn: '2026-11-24',
        valueOn: '2026-11-24',
        booked: false,
        entryKey: `pending:ref:${ACCOUNT}:0542811232600006`,
        amountCents: 50000,
        direction: 'credit',
        debtorName: 'Francesca Romano',
        debtorIban: 'IT80M0200838770000400012993',
        remittance: 'ricevuta nr 3310 acconto crociera',
        bankReference: '0542811232600006',
      },
      {
        ...on23,
        entryKey: `ref:${ACCOUNT}:BTCH2326001:0`,
        amountCents: 123400,
        direction: 'credit',
        debtorName: 'Associazione Culturale Il Ponte',
        debtorIban: 'IT65I0538712900000042251107',
        remittance: 'Ricevuta N°5120 gita Matera',
        bankReference: 'BTCH2326001',
      },
      {
        ...on23,
        entryKey: `ref:${ACCOUNT}:BTCH2326001:1`,
        amountCents: 61150,
        direction: 'credit',
        debtorName: 'Società Cooperativa Città Aperta',
        debtorIban: 'IT75E0623003202000056703321',
        remittance: 'RICEVUTA: 05121 soci & familiari',
        bankReference: 'BTCH2326001',
      },
      {
        ...on23,
        entryKey: `${GALLO_HASH}:0`,
        amountCents: 25000,
        direction: 'credit',
        debtorName: 'Chiara Gallo',
        debtorIban: 'IT19G0103014200000063510288',
        remittance: 'Ricevuta 4512 quota gita Assisi',
        bankReference: null,
      },
      {
        ...on23,
        entryKey: `${GALLO_HASH}:1`,
        amountCents: 25000,
        direction: 'credit',
        debtorName: 'Chiara Gallo',
        debtorIban: 'IT19G0103014200000063510288',
        remittance: 'Ricevuta 4512 quota gita Assisi',
        bankReference: null,
      },
      {
        ...on23,
        entryKey: expect.stringMatching(HASH_KEY),
        amountCents: 7500,
        direction: 'credit',
        debtorName: null,
        debtorIban: null,
        remittance: 'BONIFICO SEPA DA ROSSI ANNA RICEVUTA 6789 ASSICURAZIONE',
        bankReference: null,
      },
    ]);
  });

  it('keys the entries of an overlapping statement as before; the credit booked after pending anew', () => {
    const overlap = parseCamt(fixture('camt053-v02-overlap.xml'));
    const before = new Map(statement.entries.map((entry) => [entry.entryKey, entry]));
    const shared = overlap.entries.filter((entry) => entry.bookedOn === '2026-11-23');
    expect(shared).toHaveLength(statement.entries.length - 1);
    for (const entry of shared) expect(before.get(entry.entryKey)).toEqual(entry);

    const later = overlap.entries.filter((entry) => entry.bookedOn === '2026-11-24');
    expect(later.map((entry) => [entry.entryKey, entry.booked, entry.amountCents])).toEqual([
      [`ref:${ACCOUNT}:0542811232600006`, true, 50000],
      [expect.stringMatching(HASH_KEY), true, 50000],
    ]);
    for (const entry of later) expect(before.has(entry.entryKey)).toBe(false);
  });

  it('gives every entry of the file a key of its own', () => {
    const keys = statement.entries.map((entry) => entry.entryKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

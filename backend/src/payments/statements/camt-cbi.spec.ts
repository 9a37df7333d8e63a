import { readFileSync } from 'node:fs';

import { parseCamt } from './camt.js';

const ACCOUNT = 'IT60X0542811101000000123456';

describe('parseCamt, CBI envelope', () => {
  const cbi = readFileSync(new URL('../../../test/fixtures/statements/cbi-camt053.xml', import.meta.url), 'latin1');
  const expected = [
    {
      entryKey: `ref:${ACCOUNT}:0542811251100031`,
      bookedOn: '2026-11-25',
      valueOn: '2026-11-25',
      // No TxAmt (only the instructed amount): the entry's amount.
      amountCents: 246912,
      currency: 'EUR',
      direction: 'credit',
      booked: true,
      reversal: false,
      debtorName: 'Società Sportiva Dilettantistica Città di Pescara',
      debtorIban: 'IT19G0103014200000063510288',
      remittance: 'Trasferta squadra Under 17 - Ricevuta 1299',
      bankReference: '0542811251100031',
    },
    {
      entryKey: `ref:${ACCOUNT}:0542811251100032`,
      bookedOn: '2026-11-25',
      valueOn: '2026-11-25',
      amountCents: 123456,
      currency: 'EUR',
      direction: 'debit',
      booked: true,
      reversal: false,
      debtorName: 'A.T.I. S.R.L.',
      debtorIban: null,
      remittance: 'Pullman gita Assisi 12/12',
      bankReference: '0542811251100032',
    },
    {
      entryKey: `ref:${ACCOUNT}:0542811261100007`,
      bookedOn: '2026-11-26',
      valueOn: '2026-11-26',
      amountCents: 92000,
      currency: 'EUR',
      direction: 'credit',
      booked: true,
      reversal: false,
      debtorName: "Nicolò D'Amico",
      debtorIban: 'IT71M0503411701000000031972',
      remittance: 'Ricevuta n°4455 - viaggio in Puglia',
      bankReference: '0542811261100007',
    },
    {
      entryKey: `ref:${ACCOUNT}:0542811261100008`,
      bookedOn: '2026-11-26',
      valueOn: '2026-11-25',
      amountCents: 31500,
      currency: 'EUR',
      direction: 'credit',
      booked: true,
      reversal: false,
      debtorName: 'Matteo Perrone',
      debtorIban: null,
      // No remittance lines: the bank's description of the transaction.
      remittance: 'BONIFICO SEPA DA: PERRONE MATTEO PER: RICEVUTA 6021 PERRONE',
      bankReference: '0542811261100008',
    },
  ];

  it('reads the statements of every message in the envelope', () => {
    expect(parseCamt(cbi)).toEqual({ format: 'cbi-camt.053', accountIban: ACCOUNT, entries: expected });
  });

  it.each([
    [
      'a layer named differently',
      (xml: string) => xml.replaceAll('CBIEnvelBkToCstmrStmtReqLogMsg', 'CBIEnvelDlyStmtReqLogMsg'),
    ],
    [
      'a layer fewer',
      (xml: string) =>
        xml.replaceAll('<BDY:CBIBkToCstmrStmtReqLogMsg>', '').replaceAll('</BDY:CBIBkToCstmrStmtReqLogMsg>', ''),
    ],
  ])('finds the statements with %s', (_case, change) => {
    expect(parseCamt(change(cbi)).entries).toEqual(expected);
  });

  it('reads a daily statement message sent without the envelope', () => {
    const closing = '</LMSG:CBIDlyStmtReqLogMsg>';
    const message = cbi.slice(cbi.indexOf('<LMSG:CBIDlyStmtReqLogMsg>'), cbi.indexOf(closing) + closing.length);
    const xml = message.replace(
      '<LMSG:CBIDlyStmtReqLogMsg>',
      '<LMSG:CBIDlyStmtReqLogMsg xmlns:LMSG="urn:a" xmlns:DLY="urn:b">',
    );
    expect(parseCamt(xml)).toEqual({ format: 'cbi-camt.053', accountIban: ACCOUNT, entries: expected.slice(0, 2) });
  });
});

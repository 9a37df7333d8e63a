import { parseCamt } from './camt.js';

const ACCOUNT = 'IT60X0542811101000000123456';

/** What a StatementUnreadable thrown for `where` with `message` looks like. */
const unreadableAt = (where: string, message: string) =>
  expect.objectContaining({ name: 'StatementUnreadable', where, message });

/** A camt.053.001.02 document around the given entries, for the account `iban`. */
function camt053(entries: string, iban = ACCOUNT): string {
  return `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
    <GrpHdr><MsgId>T</MsgId></GrpHdr><Stmt><Id>S</Id><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>${entries}</Stmt>
    </BkToCstmrStmt></Document>`;
}

const BOOKED_ON = '<Sts>BOOK</Sts><BookgDt><Dt>2026-11-23</Dt></BookgDt>';
const credit = (inner = '') => `<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>${BOOKED_ON}${inner}</Ntry>`;

describe('parseCamt, what it refuses', () => {
  it.each([
    [
      'an entry without amount',
      credit() + `<Ntry><CdtDbtInd>CRDT</CdtDbtInd>${BOOKED_ON}</Ntry>`,
      'Movimento 2',
      "Movimento 2: manca l'importo.",
    ],
    [
      'an entry without booking date',
      '<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><ValDt><Dt>2026-11-23</Dt></ValDt></Ntry>',
      'Movimento 1',
      'Movimento 1: manca la data contabile.',
    ],
    [
      'an entry without indicator',
      `<Ntry><Amt Ccy="EUR">10.00</Amt>${BOOKED_ON}</Ntry>`,
      'Movimento 1',
      "Movimento 1: manca il verso dell'importo (CdtDbtInd).",
    ],
    [
      'an unknown indicator',
      `<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRED</CdtDbtInd>${BOOKED_ON}</Ntry>`,
      'Movimento 1',
      "Movimento 1: il verso dell'importo «CRED» non è né CRDT né DBIT.",
    ],
    [
      'a decimal comma',
      `<Ntry><Amt Ccy="EUR">10,50</Amt><CdtDbtInd>CRDT</CdtDbtInd>${BOOKED_ON}</Ntry>`,
      'Movimento 1',
      "Movimento 1: l'importo «10,50» non è un numero.",
    ],
    [
      'a negative amount',
      `<Ntry><Amt Ccy="EUR">-10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>${BOOKED_ON}</Ntry>`,
      'Movimento 1',
      "Movimento 1: l'importo «-10.00» è negativo: il verso è in CdtDbtInd.",
    ],
    [
      'a day that does not exist',
      '<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-02-30</Dt></BookgDt></Ntry>',
      'Movimento 1',
      'Movimento 1: la data contabile «2026-02-30» non è una data valida.',
    ],
    [
      'a batch transaction without amount',
      credit(
        '<NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">4.00</Amt></TxAmt></AmtDtls></TxDtls><TxDtls></TxDtls></NtryDtls>',
      ),
      'Movimento 1, operazione 2',
      "Movimento 1, operazione 2: manca l'importo dell'operazione.",
    ],
  ])('refuses %s, naming the entry', (_case, entries, where, message) => {
    expect(() => parseCamt(camt053(entries))).toThrow(unreadableAt(where, message));
  });

  it.each([
    [
      'a document without statements',
      '<Document><BkToCstmrStmt><GrpHdr><MsgId>T</MsgId></GrpHdr></BkToCstmrStmt></Document>',
      'Il file XML non contiene né estratti conto né notifiche di movimenti.',
    ],
    [
      'a camt.052 report',
      '<Document><BkToCstmrAcctRpt><Rpt></Rpt></BkToCstmrAcctRpt></Document>',
      'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.',
    ],
    [
      'another XML document',
      '<Invoice><Id>1</Id></Invoice>',
      'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.',
    ],
    ['no XML at all', 'Data;Importo', 'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.'],
    [
      'a file cut short',
      camt053(credit() + credit()).slice(0, camt053(credit() + credit()).lastIndexOf('</Ntry>') + 7),
      'Il file XML è incompleto: manca la sua parte finale. Scaricarlo di nuovo dalla banca.',
    ],
    [
      'a file cut inside a tag',
      camt053(credit()).slice(0, camt053(credit()).indexOf('</Ntry>') + 4),
      'Il file XML è danneggiato: non si riesce a leggerlo.',
    ],
    [
      'entity declarations',
      `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${camt053(credit('<AddtlNtryInf>&b;</AddtlNtryInf>')).replace('<?xml version="1.0"?>', '')}`,
      'Il file XML contiene una dichiarazione DOCTYPE o ENTITY, che un estratto conto non ha.',
    ],
  ])('refuses %s', (_case, xml, message) => {
    expect(() => parseCamt(xml)).toThrow(unreadableAt('File', message));
  });
});

describe('parseCamt, details', () => {
  it('looks through a business message envelope around the Document', () => {
    const xml = camt053(credit()).replace(
      /<Document [^>]*>([\s\S]*)<\/Document>/,
      '<BizMsgEnvlp><AppHdr><MsgDefIdr>camt.053.001.02</MsgDefIdr></AppHdr><Document>$1</Document></BizMsgEnvlp>',
    );
    expect(parseCamt(xml).entries.map((entry) => entry.amountCents)).toEqual([1000]);
  });

  it('splits a batch by the instructed amounts when the transactions have no other, in the account currency only', () => {
    const instructed = (amount: string, currency = 'EUR') =>
      `<TxDtls><AmtDtls><InstdAmt><Amt Ccy="${currency}">${amount}</Amt></InstdAmt></AmtDtls></TxDtls>`;
    const batch = (second: string) => credit(`<NtryDtls>${instructed('6.00')}${second}</NtryDtls>`);
    expect(parseCamt(camt053(batch(instructed('4.00')))).entries.map((entry) => entry.amountCents)).toEqual([600, 400]);
    expect(() => parseCamt(camt053(batch(instructed('4.00', 'CHF'))))).toThrow(
      unreadableAt('Movimento 1, operazione 2', "Movimento 1, operazione 2: manca l'importo dell'operazione."),
    );
  });

  it('leaves out entries of zero cents', () => {
    const zero =
      '<Ntry><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-23</Dt></BookgDt></Ntry>';
    expect(parseCamt(camt053(zero + credit())).entries.map((entry) => entry.amountCents)).toEqual([1000]);
  });

  it('takes a transaction-level indicator over the entry one, and a missing status with a booking date as booked', () => {
    const entry =
      '<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-23</Dt></BookgDt>' +
      '<NtryDtls><TxDtls><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></TxDtls></NtryDtls></Ntry>';
    const [read] = parseCamt(camt053(entry)).entries;
    expect([read.direction, read.booked]).toEqual(['debit', true]);
  });

  it('decodes character references in texts', () => {
    const [read] = parseCamt(
      camt053(credit('<AddtlNtryInf>Societ&#224; &amp; C. &#x2013; Ricevuta 1234</AddtlNtryInf>')),
    ).entries;
    expect(read.remittance).toBe('Società & C. – Ricevuta 1234');
  });

  it('keeps a bank reference the bank used twice in a file apart', () => {
    const withReference = credit('<NtryDtls><TxDtls><Refs><AcctSvcrRef>R1</AcctSvcrRef></Refs></TxDtls></NtryDtls>');
    const keys = parseCamt(camt053(withReference + withReference)).entries.map((entry) => entry.entryKey);
    expect(keys).toEqual([`ref:${ACCOUNT}:R1`, `ref:${ACCOUNT}:R1#1`]);
  });

  it('keys each statement with its own account, and names no account for a file of several', () => {
    const xml = camt053(credit()).replace(
      '</Stmt>',
      `</Stmt><Stmt><Id>S2</Id><Acct><Id><IBAN>IT25O0306909606100000012345</IBAN></Id></Acct>${credit()}</Stmt>`,
    );
    const statement = parseCamt(xml);
    expect(statement.accountIban).toBeNull();
    const [first, second] = statement.entries;
    expect(first.entryKey).not.toBe(second.entryKey);
  });

  it('reads ten thousand entries in one pass', () => {
    const entries: string[] = [];
    for (let n = 0; n < 10_000; n += 1) {
      entries.push(
        `<Ntry><Amt Ccy="EUR">${n + 1}.25</Amt><CdtDbtInd>CRDT</CdtDbtInd>${BOOKED_ON}<NtryDtls><TxDtls>` +
          `<Refs><AcctSvcrRef>T${n}</AcctSvcrRef></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${n + 1}.25</Amt></TxAmt></AmtDtls>` +
          `<RltdPties><Dbtr><Nm>Mario Rossi</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Saldo Ricevuta ${1000 + n}</Ustrd>` +
          '<Ustrd>viaggio di gruppo</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n',
      );
    }
    const started = performance.now();
    const statement = parseCamt(camt053(entries.join('')));
    const elapsed = performance.now() - started;
    expect(statement.entries).toHaveLength(10_000);
    expect(statement.entries[9_999]).toMatchObject({
      amountCents: 1_000_025,
      remittance: 'Saldo Ricevuta 10999 viaggio di gruppo',
    });
    expect(new Set(statement.entries.map((entry) => entry.entryKey)).size).toBe(10_000);
    // Generous, for a slow CI machine: linear work takes well under a tenth of this.
    expect(elapsed).toBeLessThan(15_000);
  });
});

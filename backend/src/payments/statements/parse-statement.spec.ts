import { readFileSync } from 'node:fs';

import { parseStatement } from './parse-statement.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url));

/** What a StatementUnreadable thrown for `where` with `message` looks like. */
const unreadableAt = (where: string, message: string) =>
  expect.objectContaining({ name: 'StatementUnreadable', where, message });

const MINIMAL_CAMT = (encoding: string, name: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>` +
  '<Stmt><Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">920.00</Amt>' +
  '<CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-23</Dt></BookgDt><NtryDtls><TxDtls><RltdPties>' +
  `<Dbtr><Nm>${name}</Nm></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>\n`;

describe('parseStatement', () => {
  it.each([
    ['camt053-v02.xml', 'camt.053', 11],
    ['camt053-v08.xml', 'camt.053', 6],
    ['camt054.xml', 'camt.054', 2],
    ['cbi-camt053.xml', 'cbi-camt.053', 4],
    ['csv-generic-latin1.csv', 'csv', 6],
    ['csv-utf8-bom.csv', 'csv', 4],
  ])('reads %s as %s', (name, format, count) => {
    const statement = parseStatement(fixture(name));
    expect([statement.format, statement.entries.length]).toEqual([format, count]);
  });

  it('reads the CBI file in the ISO-8859-1 its declaration names', () => {
    const [first] = parseStatement(fixture('cbi-camt053.xml')).entries;
    expect(first.debtorName).toBe('Società Sportiva Dilettantistica Città di Pescara');
  });

  it.each([
    [
      'UTF-8 with a byte-order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(MINIMAL_CAMT('UTF-8', 'Nicolò Città'))]),
    ],
    ['ISO-8859-1', Buffer.from(MINIMAL_CAMT('ISO-8859-1', 'Nicolò Città'), 'latin1')],
    ['windows-1252', Buffer.from(MINIMAL_CAMT('windows-1252', 'Nicolò Città'), 'latin1')],
    [
      'no declared encoding, UTF-8',
      Buffer.from(MINIMAL_CAMT('UTF-8', 'Nicolò Città').replace(' encoding="UTF-8"', '')),
    ],
    ['UTF-8 declared but ISO-8859-1 written', Buffer.from(MINIMAL_CAMT('UTF-8', 'Nicolò Città'), 'latin1')],
    [
      'UTF-16 with a byte-order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(MINIMAL_CAMT('UTF-16', 'Nicolò Città'), 'utf16le')]),
    ],
    ['blank lines before the declaration', Buffer.from(`\r\n  ${MINIMAL_CAMT('UTF-8', 'Nicolò Città')}`)],
  ])('decodes XML in %s', (_case, bytes) => {
    expect(parseStatement(bytes).entries[0].debtorName).toBe('Nicolò Città');
  });

  it('passes the stored layout to the CSV reader', () => {
    const statement = parseStatement(fixture('csv-custom-layout.csv'), {
      delimiter: ',',
      bookedOn: 'Giorno',
      amount: 'Movimento',
      description: ['Note'],
      decimal: '.',
      dateOrder: 'ymd',
    });
    expect(statement.entries.map((entry) => [entry.bookedOn, entry.amountCents, entry.remittance])).toEqual([
      ['2026-11-23', 123456, 'Ricevuta 2031, Parrocchia San Michele'],
      ['2026-11-23', 4500, 'Utenza telefonica'],
      ['2026-11-24', 92000, 'RICEVUTA 7801'],
    ]);
  });

  it.each([
    [
      'entity declarations (an XML bomb)',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>' +
          '<Document><BkToCstmrStmt><Stmt><Ntry><AddtlNtryInf>&lol2;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>',
      ),
      'Il file XML contiene una dichiarazione DOCTYPE o ENTITY, che un estratto conto non ha.',
    ],
    [
      'an external entity',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE d SYSTEM "file:///etc/passwd"><Document/>'),
      'Il file XML contiene una dichiarazione DOCTYPE o ENTITY, che un estratto conto non ha.',
    ],
    [
      'an unknown encoding',
      Buffer.from(MINIMAL_CAMT('EBCDIC-IT', 'x')),
      'La codifica «EBCDIC-IT» dichiarata nel file XML non è supportata.',
    ],
    ['an empty file', Buffer.from(' \r\n'), 'Il file è vuoto.'],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n...'),
      "Il file è un PDF: serve l'estratto conto esportato dalla banca in formato XML (camt) o CSV, non quello da stampare.",
    ],
    [
      'an Excel workbook',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
      'Il file è compresso (ZIP) o è un foglio Excel: serve il file XML (camt) o CSV. Da Excel: «Salva con nome», formato CSV.',
    ],
    [
      'a text that is no statement',
      Buffer.from('Gentile cliente,\nin allegato...\n'),
      'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.',
    ],
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body>Sessione scaduta</body></html>'),
      "Il file è una pagina web (HTML): serve l'estratto conto esportato dalla banca in formato XML (camt) o CSV.",
    ],
    [
      'an XML file of another kind',
      Buffer.from('<?xml version="1.0"?><fattura><numero>1</numero></fattura>'),
      'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.',
    ],
  ])('refuses %s', (_case, bytes, message) => {
    expect(() => parseStatement(bytes)).toThrow(unreadableAt('File', message));
  });
});

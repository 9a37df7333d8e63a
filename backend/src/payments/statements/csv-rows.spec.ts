import { CSV_COLUMN_ALIASES, parseCsv } from './csv.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

/** What a StatementUnreadable thrown for `where` with `message` looks like. */
const unreadableAt = (where: string, message: string) =>
  expect.objectContaining({ name: 'StatementUnreadable', where, message });

describe('parseCsv, finding the layout', () => {
  it.each([
    ['commas, a dot for decimals', 'Data,Importo,Causale\r\n23/11/2026,1234.56,Ricevuta 1234\r\n', 123456],
    ['tabs', 'Data\tImporto\tCausale\n23/11/2026\t1.234,56\tRicevuta 1234\n', 123456],
    [
      'header names in capitals, without accents',
      'DATA CONTABILE;ENTRATE;USCITE;DESCRIZIONE\n23/11/2026;920,00;;x\n',
      92000,
    ],
    ['English names', 'Booking date,Value date,Amount,Description\n2026-11-23,2026-11-24,920.00,x\n', 92000],
    ['a quoted header', '"Data operazione";"Importo EUR";"Dettagli"\n"23/11/2026";"920,00";"x"\n', 92000],
  ])('reads a file with %s', (_case, text, cents) => {
    expect(parseCsv(csv(text)).entries.map((entry) => entry.amountCents)).toEqual([cents]);
  });

  it('prefers the booking date to the operation date, and joins every description column', () => {
    const text =
      'Data operazione;Data contabile;Data valuta;Descrizione;Importo;Descrizione estesa\n' +
      '20/11/2026;23/11/2026;22/11/2026;BONIFICO;920,00;Ricevuta 1234\n';
    const [entry] = parseCsv(csv(text)).entries;
    expect([entry.bookedOn, entry.valueOn, entry.remittance]).toEqual([
      '2026-11-23',
      '2026-11-22',
      'BONIFICO Ricevuta 1234',
    ]);
  });

  it('reads a file whose bytes are not UTF-8 as ISO-8859-1, the Windows euro sign included', () => {
    const bytes = Buffer.concat([
      Buffer.from('Data;Importo;Causale\r\n23/11/2026;', 'latin1'),
      Buffer.from([0x80]),
      Buffer.from(' 920,00;Societ\xe0 Ricevuta 1234\r\n', 'latin1'),
    ]);
    const [entry] = parseCsv(bytes).entries;
    expect([entry.amountCents, entry.remittance]).toEqual([92000, 'Società Ricevuta 1234']);
  });

  it("reads Excel's 'Unicode text', UTF-16 with tabs", () => {
    const text = 'Data contabile\tImporto\tDescrizione\r\n23/11/2026\t920,00\tNicolò Ricevuta 1234\r\n';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const [entry] = parseCsv(bytes).entries;
    expect([entry.amountCents, entry.remittance]).toEqual([92000, 'Nicolò Ricevuta 1234']);
  });

  it('exports the built-in column names', () => {
    expect(CSV_COLUMN_ALIASES.bookedOn).toContain('Data contabile');
    expect(CSV_COLUMN_ALIASES.credit).toContain('Accrediti');
  });
});

describe('parseCsv, rows', () => {
  const header = 'Data contabile;Data valuta;Descrizione;Accrediti;Addebiti\r\n';

  it.each([
    [
      'an impossible date',
      '31/02/2027;;x;10,00;',
      'Riga 2',
      'Riga 2: la data contabile «31/02/2027» non è una data valida.',
    ],
    [
      'a value date that is none',
      '23/11/2026;domani;x;10,00;',
      'Riga 2',
      'Riga 2: la data valuta «domani» non è una data valida.',
    ],
    ['an amount that is no number', '23/11/2026;;x;12,3x;', 'Riga 2', "Riga 2: l'importo «12,3x» non è un numero."],
    ['three decimals', '23/11/2026;;x;12,345;', 'Riga 2', "Riga 2: l'importo «12,345» ha più di due decimali."],
    ['no date', ';;Bonifico Ricevuta 1234;10,00;', 'Riga 2', 'Riga 2: manca la data contabile.'],
    ['no amount', '23/11/2026;;Bonifico Ricevuta 1234;;', 'Riga 2', "Riga 2: manca l'importo."],
    [
      'a credit and a debit',
      '23/11/2026;;x;10,00;5,00',
      'Riga 2',
      'Riga 2: ci sono sia un accredito («10,00») sia un addebito («5,00»).',
    ],
    [
      'a quote never closed',
      '23/11/2026;;"Ricevuta 1234;10,00;\r\n24/11/2026;;x;1,00;',
      'Riga 2',
      'Riga 2: le virgolette aperte non vengono mai chiuse.',
    ],
  ])('refuses %s, naming the row', (_case, row, where, message) => {
    expect(() => parseCsv(csv(header + row + '\r\n'))).toThrow(unreadableAt(where, message));
  });

  it('counts rows by the line they start on, after a cell over several lines', () => {
    const text = header + '23/11/2026;;"riga\r\nsu tre\r\nlinee";1,00;\r\n23/11/2026;;x;1,0x;\r\n';
    expect(() => parseCsv(csv(text))).toThrow(expect.objectContaining({ where: 'Riga 5' }));
  });

  it('takes a debit written with a minus, a zero in the other column, a credit written with a minus', () => {
    const text = header + '23/11/2026;;a;;-350,00\r\n23/11/2026;;b;0,00;12,00\r\n23/11/2026;;c;-5,00;\r\n';
    expect(parseCsv(csv(text)).entries.map((entry) => [entry.direction, entry.amountCents])).toEqual([
      ['debit', 35000],
      ['debit', 1200],
      ['debit', 500],
    ]);
  });

  it('skips blank lines and balance lines without a date, keeps a balance payment that has one', () => {
    const text =
      header +
      ';;Saldo iniziale;;\r\n' +
      '23/11/2026;;Saldo viaggio Ricevuta 1234;920,00;\r\n' +
      '\r\n' +
      ';;;;\r\n' +
      '31/11/2026 Totale movimenti;;;920,00;\r\n' +
      '30/11/2026;;Saldo contabile;;\r\n' +
      '\r\n';
    expect(parseCsv(csv(text)).entries.map((entry) => entry.remittance)).toEqual(['Saldo viaggio Ricevuta 1234']);
  });

  it('keeps apart two rows with the same bank reference', () => {
    const text = 'Data;Importo;CRO\n23/11/2026;10,00;ABC\n23/11/2026;10,00;ABC\n';
    expect(parseCsv(csv(text)).entries.map((entry) => entry.entryKey)).toEqual(['ref::ABC', 'ref::ABC#1']);
  });
});

import { readCsvRecords } from './csv-reader.js';
import { StatementUnreadable } from './statement-unreadable.js';

const read = (text: string, delimiter = ';') => [...readCsvRecords(text, delimiter)];

describe('readCsvRecords', () => {
  it.each([
    [
      'plain fields, CRLF',
      'a;b;c\r\nd;e;f\r\n',
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
    ],
    [
      'LF, no final line break',
      'a;b\nc;d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'lone CR (old Mac Excel)',
      'a;b\rc;d\r',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['empty fields, a trailing delimiter', ';a;;\r\n', [['', 'a', '', '']]],
    ['a blank line', 'a\r\n\r\nb', [['a'], [''], ['b']]],
    ['a quoted delimiter', '"a;b";c', [['a;b', 'c']]],
    ['doubled quotes', '"Ditta ""Il Ponte""";x', [['Ditta "Il Ponte"', 'x']]],
    ['an empty quoted field', '"";x', [['', 'x']]],
    [
      'a quoted line break',
      '"riga 1\r\nriga 2";x\r\ny;z',
      [
        ['riga 1\r\nriga 2', 'x'],
        ['y', 'z'],
      ],
    ],
    ['a quote inside an unquoted field', 'l\'albergo "Sole";x', [['l\'albergo "Sole"', 'x']]],
    ['text after a closing quote', '"a"b;c', [['ab', 'c']]],
  ])('reads %s', (_case, text, records) => {
    expect(read(text).map((record) => record.fields)).toEqual(records);
  });

  it('reads with the delimiter it is given', () => {
    expect(read('a,b;c\td', ',').map((r) => r.fields)).toEqual([['a', 'b;c\td']]);
    expect(read('a,b;c\td', '\t').map((r) => r.fields)).toEqual([['a,b;c', 'd']]);
  });

  it('numbers each record by the line it starts on, counting the line breaks inside quotes', () => {
    const records = read('h1;h2\r\n"uno\r\ndue\r\ntre";x\r\n\r\nultima;y\r\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5, 6]);
  });

  it('names the line where a quote is opened and never closed', () => {
    const reading = () => read('a;b\r\nc;"aperta\r\nd;e\r\n');
    expect(reading).toThrow(new StatementUnreadable('Riga 2', 'Riga 2: le virgolette aperte non vengono mai chiuse.'));
  });
});

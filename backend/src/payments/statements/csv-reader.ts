import { StatementUnreadable } from './statement-unreadable.js';

/** One record of a CSV file and the line it starts on (from 1), as a text editor counts them. */
export interface CsvRecord {
  fields: string[];
  line: number;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * The records of a CSV text as RFC 4180 writes them: fields between delimiters, a field in
 * double quotes may hold delimiters and line breaks, and a doubled quote inside it is one
 * quote. Line breaks are CRLF, LF or a lone CR (old Mac Excel). Lenient where spreadsheets
 * are: a quote inside an unquoted field is kept as it is, and text after a closing quote is
 * kept too. A quote never closed is an error naming the line it opened on.
 *
 * A generator, so that reading can stop early (looking for the header) at no cost.
 */
export function* readCsvRecords(text: string, delimiter: string): Generator<CsvRecord> {
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  let at = 0;
  let line = 1;

  /** Where the unquoted text from `from` ends: the next delimiter, line break or the end. */
  const boundary = (from: number): number => {
    let index = from;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code === separator || code === CR || code === LF) break;
      index += 1;
    }
    return index;
  };

  while (at < length) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      let value = '';
      if (text.charCodeAt(at) === QUOTE) {
        at += 1;
        for (;;) {
          const close = text.indexOf('"', at);
          if (close === -1)
            throw StatementUnreadable.at(`Riga ${startLine}`, 'le virgolette aperte non vengono mai chiuse.');
          const piece = text.slice(at, close);
          line += piece.match(/\r\n?|\n/g)?.length ?? 0;
          value += piece;
          if (text.charCodeAt(close + 1) !== QUOTE) {
            at = close + 1;
            break;
          }
          value += '"';
          at = close + 2;
        }
      }
      const end = boundary(at);
      value += text.slice(at, end);
      at = end;
      fields.push(value);
      if (at >= length) break;
      const code = text.charCodeAt(at);
      at += 1;
      if (code === separator) continue;
      if (code === CR && text.charCodeAt(at) === LF) at += 1;
      line += 1;
      break;
    }
    yield { fields, line: startLine };
  }
}

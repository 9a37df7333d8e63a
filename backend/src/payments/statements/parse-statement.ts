import { parseCamt } from './camt.js';
import { parseCsv, type CsvLayout } from './csv.js';
import { decodeXml, startsWithUtf8Bom } from './decoding.js';
import type { ParsedStatement } from './statement-entry.js';
import { StatementUnreadable } from './statement-unreadable.js';

/** What staff upload instead of a statement export, by the bytes their files start with. */
const NOT_AN_EXPORT: { magic: number[]; message: string }[] = [
  {
    magic: [0x25, 0x50, 0x44, 0x46], // %PDF
    message:
      "Il file è un PDF: serve l'estratto conto esportato dalla banca in formato XML (camt) o CSV, non quello da stampare.",
  },
  {
    magic: [0x50, 0x4b, 0x03, 0x04], // ZIP, which an .xlsx workbook is too
    message:
      'Il file è compresso (ZIP) o è un foglio Excel: serve il file XML (camt) o CSV. Da Excel: «Salva con nome», formato CSV.',
  },
  {
    magic: [0xd0, 0xcf, 0x11, 0xe0], // an old .xls workbook
    message: 'Il file è un foglio Excel: serve il file XML (camt) o CSV. Da Excel: «Salva con nome», formato CSV.',
  },
];

/**
 * A statement file as staff upload it, in whichever format the bank gave: XML (camt.053,
 * camt.054, CBI) when its first character is '<', otherwise CSV, read with the layout stored
 * for the account when there is one. The XML's text encoding comes from its byte-order mark
 * or declaration (ISO-8859-1 too). Throws StatementUnreadable with a message for staff.
 */
export function parseStatement(bytes: Buffer, csvLayout?: CsvLayout): ParsedStatement {
  if (bytes.every((byte) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d))) {
    throw StatementUnreadable.file('Il file è vuoto.');
  }
  for (const { magic, message } of NOT_AN_EXPORT) {
    if (magic.every((byte, index) => bytes[index] === byte)) throw StatementUnreadable.file(message);
  }
  if (!looksLikeXml(bytes)) return parseCsv(bytes, csvLayout);
  const xml = decodeXml(bytes);
  // A web page saved instead of the export (a bank session that had expired, say).
  if (/^\s*<(?:!doctype\s+html|html)[\s>]/i.test(xml.slice(0, 200))) {
    throw StatementUnreadable.file(
      "Il file è una pagina web (HTML): serve l'estratto conto esportato dalla banca in formato XML (camt) o CSV.",
    );
  }
  return parseCamt(xml);
}

/** The first character after a byte-order mark and blanks is '<', in UTF-8, ISO-8859-1 or UTF-16. */
function looksLikeXml(bytes: Buffer): boolean {
  let at = startsWithUtf8Bom(bytes) ? 3 : 0;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) at = 2;
  while (at < bytes.length && (bytes[at] === 0x00 || bytes[at] === 0x20 || (bytes[at] >= 0x09 && bytes[at] <= 0x0d))) {
    at += 1;
  }
  return bytes[at] === 0x3c;
}

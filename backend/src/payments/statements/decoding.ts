import { StatementUnreadable, quoted } from './statement-unreadable.js';

/**
 * Bytes to text. Italian banks export UTF-8 (often with a byte-order mark) or, from older
 * Windows software, ISO-8859-1; XML files say which in their declaration.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * What Windows puts at 0x80-0x9F (Windows-1252), where ISO-8859-1 has control characters no
 * text file uses: the euro sign and typographic quotes and dashes are what such files hold.
 * Unassigned positions stay as they are.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

/** ISO-8859-1, with the Windows-1252 characters in the range ISO-8859-1 leaves to controls. */
export function decodeLatin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]);
}

/**
 * UTF-16 when a byte-order mark says so (Excel's 'Unicode text'), UTF-8 when the bytes are
 * valid UTF-8 (a byte-order mark dropped), otherwise ISO-8859-1.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = startsWithUtf8Bom(bytes) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeLatin1(body);
  }
}

const LATIN1_LABELS = new Set([
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'latin1',
  'latin-1',
  'l1',
  'windows-1252',
  'cp1252',
  'us-ascii',
  'ascii',
]);

/**
 * An XML file's text: a byte-order mark decides first (UTF-8 or UTF-16), then the encoding
 * its declaration names; none means UTF-8, as XML says. A file declared UTF-8 whose bytes are
 * not is read as ISO-8859-1, the mistake banks' older software makes.
 */
export function decodeXml(bytes: Uint8Array): string {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16 || startsWithUtf8Bom(bytes)) return decodeText(bytes);

  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 200)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  const label = (declared ?? 'utf-8').toLowerCase();
  if (label === 'utf-8' || label === 'utf8') return decodeText(bytes);
  if (LATIN1_LABELS.has(label)) return decodeLatin1(bytes);
  if (label === 'iso-8859-15' || label === 'latin-9') return new TextDecoder('iso-8859-15').decode(bytes);
  throw StatementUnreadable.file(`La codifica ${quoted(declared ?? label)} dichiarata nel file XML non è supportata.`);
}

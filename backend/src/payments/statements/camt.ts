import { readCamtEntry } from './camt-entry.js';
import { children, findAll, parseXmlDocument, textAt, type XmlNode } from './camt-tree.js';
import { EntryKeys } from './entry-key.js';
import type { ParsedStatement, StatementEntry, StatementFormat } from './statement-entry.js';
import { NOT_A_STATEMENT, StatementUnreadable } from './statement-unreadable.js';
import { compactIban } from './text.js';

/**
 * An ISO 20022 camt file read into statement entries: camt.053 statements (001.02 to 001.08
 * and on: the elements read kept their names), camt.054 notifications, and the Italian CBI
 * envelope around camt.053.001.02 statements. One pass of the XML parser; the entries are
 * then walked once, so a file of ten thousand entries costs ten thousand steps.
 *
 * Entries are numbered from 1 across the whole file in error messages ('Movimento 3').
 */
export function parseCamt(xml: string): ParsedStatement {
  const document = parseXmlDocument(xml);
  // An ISO business message envelope (application header beside the Document) is looked through.
  const inner = document.name === 'Document' ? undefined : children(document.root, 'Document')[0];
  const { format, reports } =
    inner === undefined ? locateReports(document.name, document.root) : locateReports('Document', inner);
  if (reports.length === 0) {
    throw StatementUnreadable.file('Il file XML non contiene né estratti conto né notifiche di movimenti.');
  }

  const keys = new EntryKeys();
  const entries: StatementEntry[] = [];
  const ibans = new Set<string | null>();
  let position = 0;
  for (const report of reports) {
    const iban = compactIban(textAt(report, 'Acct', 'Id', 'IBAN'));
    ibans.add(iban);
    const account = { iban, currency: textAt(report, 'Acct', 'Ccy') };
    for (const ntry of children(report, 'Ntry')) {
      position += 1;
      // push one by one: spreading a large array into push() would overflow the call stack.
      for (const entry of readCamtEntry(ntry, position, account, keys)) entries.push(entry);
    }
  }
  // One account for the file when every statement agrees; entry keys always name their own.
  const accountIban = ibans.size === 1 ? [...ibans][0] : null;
  return { format, accountIban, entries };
}

/**
 * The statements or notifications of the document, by its root element: an ISO `Document`
 * holding `BkToCstmrStmt/Stmt` or `BkToCstmrDbtCdtNtfctn/Ntfctn`, or a CBI envelope
 * (`CBIBdyBkToCstmrStmtReq`, or one of the messages inside it sent on its own) whose `Stmt`
 * are looked for wherever the envelope nests them: its layers differ between versions and banks.
 */
function locateReports(rootName: string, root: XmlNode): { format: StatementFormat; reports: XmlNode[] } {
  if (rootName === 'Document') {
    const statement = children(root, 'BkToCstmrStmt')[0];
    if (statement !== undefined) return { format: 'camt.053', reports: children(statement, 'Stmt') };
    const notification = children(root, 'BkToCstmrDbtCdtNtfctn')[0];
    if (notification !== undefined) return { format: 'camt.054', reports: children(notification, 'Ntfctn') };
  } else if (/^CBI\w*(BkToCstmrStmt|DlyStmt)/.test(rootName)) {
    return { format: 'cbi-camt.053', reports: findAll(root, 'Stmt') };
  }
  throw StatementUnreadable.file(NOT_A_STATEMENT);
}

import { createHash } from 'node:crypto';

import type { EntryDraft, StatementEntry } from './statement-entry.js';

/** The bank's own reference for an entry, and the transaction's place in a batch when the reference is the batch's. */
export interface BankReference {
  reference: string;
  index?: number;
}

/**
 * The keys of one file's entries, given in the order the file lists them (one instance per
 * file). A key must be the same for the same entry in any file holding it (re-imports,
 * yesterday's and today's statements overlapping) and different for two entries, even two
 * identical transfers on one day.
 *
 * - The bank's reference when there is one: `ref:<account IBAN>:<reference>`, or
 *   `ref:<account IBAN>:<entry reference>:<index>` when only the entry (a batch) has one.
 * - Otherwise `hash:<sha256 of account IBAN, dates, direction, cents, debtor, remittance>:<n>`,
 *   n counting the earlier entries of this file with the same fields (0, 1, 2...): identical
 *   transfers are told apart by their order, which an overlapping file repeats.
 *
 * Three additions the plain rule lacks:
 * - a pending entry's key starts with `pending:` and a reversal's with `reversal:`. A bank may
 *   report the same reference first as pending and then booked, or reuse a credit's reference
 *   for its reversal; with one key the booked credit (or the reversal) would be taken for a
 *   re-import of the pending one and never applied.
 * - a bank reference met again in the same file (a bank that reuses them) gets `#1`, `#2`...,
 *   so the second entry is not lost to the first's key.
 * - a reference longer than 64 characters is replaced by its hash (shortReference).
 */
export class EntryKeys {
  private readonly seen = new Map<string, number>();

  keyed(draft: EntryDraft, accountIban: string | null, bankReference: BankReference | null): StatementEntry {
    const status = `${draft.booked ? '' : 'pending:'}${draft.reversal ? 'reversal:' : ''}`;
    const account = accountIban ?? '';
    const base =
      bankReference === null
        ? `hash:${fieldsHash(draft, account)}`
        : `ref:${account}:${shortReference(bankReference.reference)}${bankReference.index === undefined ? '' : `:${bankReference.index}`}`;
    const key = status + base;
    const before = this.seen.get(key) ?? 0;
    this.seen.set(key, before + 1);
    const entryKey = bankReference === null ? `${key}:${before}` : before === 0 ? key : `${key}#${before}`;
    return { entryKey, ...draft };
  }
}

/**
 * camt references are at most 35 characters; a CSV's reference column can hold anything. Past
 * 64 characters the reference is replaced by its SHA-256, so keys stay short enough to index
 * (under 200 characters) and still the same for the same reference.
 */
function shortReference(reference: string): string {
  return reference.length <= 64 ? reference : `sha256:${createHash('sha256').update(reference).digest('hex')}`;
}

function fieldsHash(draft: EntryDraft, account: string): string {
  // JSON keeps the fields apart: no separator inside a field can make two tuples read the same.
  const fields = [
    account,
    draft.bookedOn,
    draft.valueOn,
    draft.direction,
    draft.amountCents,
    draft.debtorName,
    draft.debtorIban,
    draft.remittance,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

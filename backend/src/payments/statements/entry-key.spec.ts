import { EntryKeys } from './entry-key.js';
import type { EntryDraft } from './statement-entry.js';

const draft: EntryDraft = {
  bookedOn: '2026-11-23',
  valueOn: '2026-11-23',
  amountCents: 25000,
  currency: 'EUR',
  direction: 'credit',
  booked: true,
  reversal: false,
  debtorName: 'Chiara Gallo',
  debtorIban: 'IT19G0103014200000063510288',
  remittance: 'Ricevuta 4512 quota gita Assisi',
  bankReference: null,
};
const ACCOUNT = 'IT60X0542811101000000123456';

describe('EntryKeys', () => {
  it('keys by the bank reference, with the place in the batch when the reference is the entry one', () => {
    const keys = new EntryKeys();
    expect(keys.keyed(draft, ACCOUNT, { reference: 'R1' }).entryKey).toBe(`ref:${ACCOUNT}:R1`);
    expect(keys.keyed(draft, ACCOUNT, { reference: 'B1', index: 0 }).entryKey).toBe(`ref:${ACCOUNT}:B1:0`);
    expect(keys.keyed(draft, ACCOUNT, { reference: 'B1', index: 1 }).entryKey).toBe(`ref:${ACCOUNT}:B1:1`);
    expect(keys.keyed(draft, null, { reference: 'R2' }).entryKey).toBe('ref::R2');
  });

  it('numbers identical entries without reference in file order, the same in every file', () => {
    const first = new EntryKeys();
    const second = new EntryKeys();
    const inFirst = [first.keyed(draft, ACCOUNT, null), first.keyed(draft, ACCOUNT, null)].map((e) => e.entryKey);
    const inSecond = [second.keyed(draft, ACCOUNT, null), second.keyed(draft, ACCOUNT, null)].map((e) => e.entryKey);
    expect(inFirst[0]).toMatch(/^hash:[0-9a-f]{64}:0$/);
    expect(inFirst[1]).toBe(`${inFirst[0].slice(0, -1)}1`);
    expect(inSecond).toEqual(inFirst);
  });

  it.each([
    ['the account', { ...draft }, 'IT25O0306909606100000012345'],
    ['the booking date', { ...draft, bookedOn: '2026-11-24' }, ACCOUNT],
    ['the value date', { ...draft, valueOn: null }, ACCOUNT],
    ['the direction', { ...draft, direction: 'debit' as const }, ACCOUNT],
    ['the amount', { ...draft, amountCents: 25001 }, ACCOUNT],
    ['the debtor', { ...draft, debtorName: 'Chiara Galli' }, ACCOUNT],
    ['the debtor IBAN', { ...draft, debtorIban: null }, ACCOUNT],
    ['the remittance', { ...draft, remittance: 'Ricevuta 4513 quota gita Assisi' }, ACCOUNT],
  ])('gives another hash for another %s', (_case, other, account) => {
    const keys = new EntryKeys();
    const key = keys.keyed(draft, ACCOUNT, null).entryKey;
    expect(keys.keyed(other, account, null).entryKey).toMatch(/:0$/);
    expect(new EntryKeys().keyed(other, account, null).entryKey).not.toBe(key);
  });

  it('marks pending entries and reversals, so their booked counterparts are not taken for re-imports', () => {
    const keys = new EntryKeys();
    const reference = { reference: 'R1' };
    expect(keys.keyed({ ...draft, booked: false }, ACCOUNT, reference).entryKey).toBe(`pending:ref:${ACCOUNT}:R1`);
    expect(keys.keyed(draft, ACCOUNT, reference).entryKey).toBe(`ref:${ACCOUNT}:R1`);
    expect(keys.keyed({ ...draft, reversal: true }, ACCOUNT, reference).entryKey).toBe(`reversal:ref:${ACCOUNT}:R1`);
    expect(keys.keyed({ ...draft, booked: false }, ACCOUNT, null).entryKey).toMatch(/^pending:hash:[0-9a-f]{64}:0$/);
  });

  it('shortens a long reference to its hash, keeping keys under 200 characters', () => {
    const long = 'R'.repeat(500);
    const key = new EntryKeys().keyed({ ...draft, booked: false, reversal: true }, ACCOUNT, {
      reference: long,
      index: 3,
    });
    expect(key.entryKey).toMatch(new RegExp(`^pending:reversal:ref:${ACCOUNT}:sha256:[0-9a-f]{64}:3$`));
    expect(key.entryKey.length).toBeLessThan(200);
    expect(new EntryKeys().keyed(draft, ACCOUNT, { reference: 'R'.repeat(64) }).entryKey).toBe(
      `ref:${ACCOUNT}:${'R'.repeat(64)}`,
    );
  });

  it('keeps apart entries the bank gave one reference', () => {
    const keys = new EntryKeys();
    const reference = { reference: 'R1' };
    const twice = [keys.keyed(draft, ACCOUNT, reference), keys.keyed(draft, ACCOUNT, reference)];
    expect(twice.map((entry) => entry.entryKey)).toEqual([`ref:${ACCOUNT}:R1`, `ref:${ACCOUNT}:R1#1`]);
  });
});

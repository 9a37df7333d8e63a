import { attributeOf, child, children, textAt, textsOf, type XmlNode } from './camt-tree.js';
import { AmountUnreadable, parseAmountCents } from './cents.js';
import type { BankReference, EntryKeys } from './entry-key.js';
import type { EntryDraft, StatementEntry } from './statement-entry.js';
import { StatementUnreadable, quoted } from './statement-unreadable.js';
import { compactIban, isoDate, joinText, nameOrNull } from './text.js';

/** The account a camt statement or notification is for. */
export interface CamtAccount {
  iban: string | null;
  currency: string | undefined;
}

/**
 * The statement entries of one camt entry (`Ntry`, at `position` in the file, from 1): one
 * per transaction (`TxDtls`) when the entry is a batch, each with its own amount; one for the
 * entry itself when it has no transaction details. Entries of zero cents are left out: they
 * move no money, and the record's amount is always positive. Elements read (v02 and v08):
 * Amt@Ccy, CdtDbtInd, Sts or Sts/Cd, RvslInd, BookgDt and ValDt (Dt or DtTm), AcctSvcrRef,
 * AddtlNtryInf; per transaction Amt or AmtDtls/TxAmt/Amt (in a batch, else AmtDtls/InstdAmt/Amt;
 * a lone transaction, else the entry's Amt), CdtDbtInd, Refs/AcctSvcrRef,
 * RltdPties/Dbtr/Nm or Dbtr/Pty/Nm, RltdPties/DbtrAcct/Id/IBAN, RmtInf, AddtlTxInf.
 */
export function readCamtEntry(
  ntry: XmlNode,
  position: number,
  account: CamtAccount,
  keys: EntryKeys,
): StatementEntry[] {
  const where = `Movimento ${position}`;
  const amountText = textAt(ntry, 'Amt');
  if (amountText === undefined) throw StatementUnreadable.at(where, "manca l'importo.");
  const entryCents = centsOf(amountText, where);
  const direction = directionOf(textAt(ntry, 'CdtDbtInd'), where);
  const currency = attributeOf(ntry, 'Amt', 'Ccy') ?? account.currency ?? 'EUR';

  const status = textAt(ntry, 'Sts') ?? textAt(ntry, 'Sts', 'Cd') ?? textAt(ntry, 'Sts', 'Prtry');
  const bookingDate = dateOf(child(ntry, 'BookgDt'), where, 'la data contabile');
  const valueOn = dateOf(child(ntry, 'ValDt'), where, 'la data valuta') ?? null;
  // Sts is required by the schema; without it, a booking date is the bank's word that it is booked.
  const booked = status === undefined ? bookingDate !== undefined : status.toUpperCase() === 'BOOK';
  // Pending entries often have no booking date yet: their value date stands in.
  const bookedOn = bookingDate ?? (booked ? undefined : (valueOn ?? undefined));
  if (bookedOn === undefined) throw StatementUnreadable.at(where, 'manca la data contabile.');
  const reversal = /^(true|1)$/i.test(textAt(ntry, 'RvslInd') ?? '');
  const entryReference = textAt(ntry, 'AcctSvcrRef');
  const entryInfo = textsOf(ntry, 'AddtlNtryInf');
  const common = { bookedOn, valueOn, booked, reversal };

  const transactions = children(ntry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls'));
  if (transactions.length === 0) {
    if (entryCents === 0) return [];
    const draft: EntryDraft = {
      ...common,
      amountCents: entryCents,
      currency,
      direction,
      debtorName: null,
      debtorIban: null,
      remittance: joinText(entryInfo),
      bankReference: entryReference ?? null,
    };
    return [
      keys.keyed(draft, account.iban, entryReference === undefined ? null : { reference: entryReference, index: 0 }),
    ];
  }

  const entries: StatementEntry[] = [];
  transactions.forEach((tx, index) => {
    const txWhere = transactions.length === 1 ? where : `${where}, operazione ${index + 1}`;
    const own = ownAmount(tx) ?? (transactions.length > 1 ? instructedAmount(tx, currency) : undefined);
    if (own === undefined && transactions.length > 1) {
      throw StatementUnreadable.at(txWhere, "manca l'importo dell'operazione.");
    }
    const amountCents = own === undefined ? entryCents : centsOf(own.text, txWhere);
    if (amountCents === 0) return;
    const txIndicator = textAt(tx, 'CdtDbtInd');
    const parties = child(tx, 'RltdPties');
    const debtor = child(parties, 'Dbtr');
    const txReference = textAt(tx, 'Refs', 'AcctSvcrRef');
    const draft: EntryDraft = {
      ...common,
      amountCents,
      currency: own?.currency ?? currency,
      direction: txIndicator === undefined ? direction : directionOf(txIndicator, txWhere),
      debtorName: nameOrNull(textAt(debtor, 'Nm') ?? textAt(debtor, 'Pty', 'Nm')),
      debtorIban: compactIban(textAt(parties, 'DbtrAcct', 'Id', 'IBAN')),
      remittance: remittanceOf(tx, entryInfo),
      bankReference: txReference ?? entryReference ?? null,
    };
    const reference: BankReference | null =
      txReference !== undefined
        ? { reference: txReference }
        : entryReference !== undefined
          ? { reference: entryReference, index }
          : null;
    entries.push(keys.keyed(draft, account.iban, reference));
  });
  return entries;
}

/** A transaction's own amount: `Amt` from v04 on, `AmtDtls/TxAmt/Amt` before. */
function ownAmount(tx: XmlNode): { text: string; currency: string | undefined } | undefined {
  const direct = textAt(tx, 'Amt');
  if (direct !== undefined) return { text: direct, currency: attributeOf(tx, 'Amt', 'Ccy') };
  const txAmount = child(child(tx, 'AmtDtls'), 'TxAmt');
  const nested = textAt(txAmount, 'Amt');
  return nested === undefined ? undefined : { text: nested, currency: attributeOf(txAmount, 'Amt', 'Ccy') };
}

/**
 * For a transaction of a batch without its own amount, the amount the payer instructed
 * (`AmtDtls/InstdAmt/Amt`, all some CBI files give) when it is in the account's currency: a
 * SEPA transfer reaches the payee whole. A single transaction takes the entry's amount instead,
 * which is what was booked.
 */
function instructedAmount(tx: XmlNode, currency: string): { text: string; currency: string } | undefined {
  const instructed = child(child(tx, 'AmtDtls'), 'InstdAmt');
  const text = textAt(instructed, 'Amt');
  const instructedCurrency = attributeOf(instructed, 'Amt', 'Ccy') ?? currency;
  return text === undefined || instructedCurrency !== currency ? undefined : { text, currency };
}

/**
 * The remittance lines (every Ustrd; of Strd the creditor reference and its additional lines),
 * or when there are none the bank's description of the transaction, else of the entry: some
 * banks put the payer's text only there.
 */
function remittanceOf(tx: XmlNode, entryInfo: string[]): string {
  const info = child(tx, 'RmtInf');
  const structured = children(info, 'Strd').flatMap((strd) => [
    textAt(strd, 'CdtrRefInf', 'Ref'),
    ...textsOf(strd, 'AddtlRmtInf'),
  ]);
  const lines = joinText([...textsOf(info, 'Ustrd'), ...structured]);
  if (lines !== '') return lines;
  const txInfo = joinText(textsOf(tx, 'AddtlTxInf'));
  return txInfo !== '' ? txInfo : joinText(entryInfo);
}

function centsOf(text: string, where: string): number {
  let cents: number;
  try {
    cents = parseAmountCents(text, '.');
  } catch (error) {
    if (error instanceof AmountUnreadable) throw StatementUnreadable.at(where, error.message);
    throw error;
  }
  if (cents < 0) throw StatementUnreadable.at(where, `l'importo ${quoted(text)} è negativo: il verso è in CdtDbtInd.`);
  return cents;
}

function directionOf(indicator: string | undefined, where: string): 'credit' | 'debit' {
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  if (indicator === undefined) throw StatementUnreadable.at(where, "manca il verso dell'importo (CdtDbtInd).");
  throw StatementUnreadable.at(where, `il verso dell'importo ${quoted(indicator)} non è né CRDT né DBIT.`);
}

/** The date of a `Dt` or the date part of a `DtTm`, as written (the bank's own day). */
function dateOf(node: XmlNode | undefined, where: string, label: string): string | undefined {
  const text = textAt(node, 'Dt') ?? textAt(node, 'DtTm');
  if (text === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const date = match === null ? null : isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (date === null) throw StatementUnreadable.at(where, `${label} ${quoted(text)} non è una data valida.`);
  return date;
}

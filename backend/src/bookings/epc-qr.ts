/**
 * The text of an EPC QR code (EPC069-12, "Quick Response Code: guidelines to enable data
 * capture for the initiation of a SEPA credit transfer"), version 002: a banking app scanning
 * it fills in beneficiary, IBAN, amount and reference, so nothing is mistyped.
 */
export interface EpcTransfer {
  beneficiaryName: string;
  iban: string;
  /** Optional from version 002 inside the EEA. */
  bic?: string | null;
  amountCents: number;
  /** Unstructured remittance information: what the agency reads on its statement. */
  remittance: string;
}

/** Limits of the standard. */
export const EPC_NAME_MAX = 70;
export const EPC_REMITTANCE_MAX = 140;
export const EPC_MAX_AMOUNT_CENTS = 99_999_999_999;
export const EPC_PAYLOAD_MAX_BYTES = 331;

/** Line breaks would shift every field after them; other controls are not in the character set. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** At most `max` characters, never cutting a character in two. */
function cut(text: string, max: number): string {
  return [...text].slice(0, max).join('');
}

/** 'EUR12.34': the euro amount with a point and two decimals, no thousands separator. */
export function epcAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > EPC_MAX_AMOUNT_CENTS) {
    throw new RangeError('An EPC transfer is between 0.01 and 999999999.99 euro');
  }
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The payload; a beneficiary name of many multi-byte letters is shortened further so that the
 * whole stays within the standard's 331 bytes.
 */
export function epcQrPayload(transfer: EpcTransfer): string {
  let name = cut(oneLine(transfer.beneficiaryName), EPC_NAME_MAX);
  let payload = compose(transfer, name);
  while (Buffer.byteLength(payload, 'utf8') > EPC_PAYLOAD_MAX_BYTES && name.length > 0) {
    name = [...name].slice(0, -1).join('');
    payload = compose(transfer, name);
  }
  return payload;
}

function compose(transfer: EpcTransfer, name: string): string {
  const lines = [
    'BCD',
    '002',
    // 1: UTF-8.
    '1',
    'SCT',
    oneLine(transfer.bic ?? ''),
    name,
    transfer.iban.replace(/\s+/g, '').toUpperCase(),
    epcAmount(transfer.amountCents),
    // Purpose code: none.
    '',
    // Structured creditor reference: none, the unstructured text follows.
    '',
    cut(oneLine(transfer.remittance), EPC_REMITTANCE_MAX),
  ];
  return lines.join('\n');
}

/** What a customer writes as the transfer's description, and reads as the booking's number: 'Ricevuta 4821'. */
export const PAYMENT_REFERENCE_PREFIX = 'Ricevuta ';

export const paymentReference = (number: number) => `${PAYMENT_REFERENCE_PREFIX}${number}`;

/** The number of a 'Ricevuta NNNN' reference. */
export function referenceNumber(reference: string): number {
  return Number(reference.slice(PAYMENT_REFERENCE_PREFIX.length));
}

/**
 * DECISIONS 30: four-digit numbers first, then five; a number stays with its booking while it
 * lives and for this many months after it ended.
 */
export const REFERENCE_RULES = {
  ranges: [
    { from: 1000, to: 9999 },
    { from: 10_000, to: 99_999 },
  ],
  heldMonthsAfterEnd: 12,
  /** Random picks in the four-digit range before asking the database for a free number. */
  randomTries: 20,
} as const;

import type { BookingStatus, PaymentStatus } from '../bookings/booking.entity.js';
import { paymentReference } from '../bookings/payment-reference.js';
import type { EntryReason } from './bank-statement-entry.entity.js';
import type { StatementEntry } from './statements/statement-entry.js';
import { findReferenceNumbers } from './statements/reference-text.js';

/** What matching needs of the booking a credit names. */
export interface BookingPaymentFacts {
  id: string;
  referenceNumber: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentType: 'deposit' | 'full';
  totalPriceCents: number;
  depositAmountCents: number;
  amountPaidCents: number;
}

/** What happens to one statement entry. */
export type EntryDecision =
  /** Not money in, or not yet: kept for the record, never applied. */
  | { kind: 'ignore'; reason: Extract<EntryReason, 'debit' | 'pending' | 'reversal'>; text: string }
  /** One booking's reference and exactly what it asks for: the payment is applied. */
  | { kind: 'apply'; bookingId: string }
  /** Anything else waits for staff, with what was found. */
  | { kind: 'review'; reason: EntryReason; text: string; bookingId: string | null };

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true });
export const formatEuro = (cents: number) => euro.format(cents / 100);

/** The references a credit names, before any booking is looked up: 'ignore' and 'review' decide alone. */
export function screenEntry(
  entry: Pick<StatementEntry, 'direction' | 'booked' | 'reversal' | 'currency' | 'remittance'>,
): Exclude<EntryDecision, { kind: 'apply' }> | { kind: 'lookup'; referenceNumber: number } {
  if (entry.direction === 'debit')
    return { kind: 'ignore', reason: 'debit', text: 'Addebito: non è un pagamento ricevuto.' };
  if (!entry.booked) return { kind: 'ignore', reason: 'pending', text: 'Movimento non ancora contabilizzato.' };
  if (entry.reversal) return { kind: 'ignore', reason: 'reversal', text: 'Storno di un movimento precedente.' };
  if (entry.currency !== 'EUR') {
    return {
      kind: 'review',
      reason: 'not_euro',
      text: `Bonifico in ${entry.currency}: verifica l'importo in euro e assegnalo a mano.`,
      bookingId: null,
    };
  }
  const numbers = findReferenceNumbers(entry.remittance);
  if (numbers.length === 0) {
    return {
      kind: 'review',
      reason: 'no_reference',
      text: 'La causale non contiene il riferimento di una prenotazione («Ricevuta NNNN»).',
      bookingId: null,
    };
  }
  if (numbers.length > 1) {
    return {
      kind: 'review',
      reason: 'several_references',
      text: `La causale cita più prenotazioni (${numbers.map(paymentReference).join(', ')}): un bonifico per più prenotazioni si divide a mano.`,
      bookingId: null,
    };
  }
  return { kind: 'lookup', referenceNumber: numbers[0] };
}

/** The amounts a booking accepts as one payment now, each with what staff call it. */
export function amountsAskedFor(booking: BookingPaymentFacts): { cents: number; label: string }[] {
  const left = booking.totalPriceCents - booking.amountPaidCents;
  if (booking.paymentStatus === 'paid' || left <= 0) return [];
  if (booking.paymentStatus === 'deposit_paid') return [{ cents: left, label: 'saldo' }];
  const asked = [{ cents: booking.totalPriceCents, label: 'totale' }];
  if (booking.paymentType === 'deposit' && booking.depositAmountCents < booking.totalPriceCents) {
    asked.unshift({ cents: booking.depositAmountCents, label: 'acconto' });
  }
  return asked;
}

/**
 * A credit naming one booking: reference plus exactly an amount it asks for pays it
 * (deposit, full price or balance); anything else waits for staff. An expired booking is
 * applied too: the caller brings it back if its seats are still free, or lists a refund.
 */
export function decideForBooking(
  amountCents: number,
  booking: BookingPaymentFacts | null,
  referenceNumber: number,
): EntryDecision {
  const reference = paymentReference(referenceNumber);
  if (!booking) {
    return {
      kind: 'review',
      reason: 'unknown_reference',
      text: `Nessuna prenotazione ha il riferimento ${reference}.`,
      bookingId: null,
    };
  }
  if (booking.status === 'cancelled') {
    return {
      kind: 'review',
      reason: 'refund_due',
      text: `La prenotazione ${reference} è stata annullata: ${formatEuro(amountCents)} da rimborsare.`,
      bookingId: booking.id,
    };
  }
  const asked = amountsAskedFor(booking);
  if (asked.length === 0) {
    return {
      kind: 'review',
      reason: 'already_paid',
      text: `La prenotazione ${reference} è già pagata per intero: ${formatEuro(amountCents)} in più, probabilmente da rimborsare.`,
      bookingId: booking.id,
    };
  }
  if (asked.some((amount) => amount.cents === amountCents)) return { kind: 'apply', bookingId: booking.id };
  const expected = asked.map((amount) => `${amount.label} ${formatEuro(amount.cents)}`).join(' o ');
  const over = amountCents > Math.max(...asked.map((amount) => amount.cents));
  return {
    kind: 'review',
    reason: over ? 'overpaid' : 'amount_mismatch',
    text: `${formatEuro(amountCents)} ${over ? 'è più di' : 'è diverso da'} quanto chiede la prenotazione ${reference} (${expected}).`,
    bookingId: booking.id,
  };
}

import { type BookingPaymentFacts, decideForBooking, screenEntry } from './matching.js';

const credit = {
  direction: 'credit' as const,
  booked: true,
  reversal: false,
  currency: 'EUR',
  remittance: 'Ricevuta 4821',
};
const booking = (change: Partial<BookingPaymentFacts> = {}): BookingPaymentFacts => ({
  id: 'b1',
  referenceNumber: 4821,
  status: 'pending',
  paymentStatus: 'pending',
  paymentType: 'deposit',
  totalPriceCents: 258_000,
  depositAmountCents: 103_200,
  amountPaidCents: 0,
  ...change,
});

describe('screening a statement entry', () => {
  it.each([
    ['a debit', { direction: 'debit' as const }, { kind: 'ignore', reason: 'debit' }],
    ['a pending entry', { booked: false }, { kind: 'ignore', reason: 'pending' }],
    ['a reversal', { reversal: true }, { kind: 'ignore', reason: 'reversal' }],
    ['a credit in dollars', { currency: 'USD' }, { kind: 'review', reason: 'not_euro' }],
    ['no reference', { remittance: 'Saldo viaggio Praga' }, { kind: 'review', reason: 'no_reference' }],
    [
      'two references',
      { remittance: 'Ricevuta 4821 e Ricevuta 5120' },
      { kind: 'review', reason: 'several_references' },
    ],
    [
      'the same reference twice',
      { remittance: 'RICEVUTA 4821 / ricevuta 4821' },
      { kind: 'lookup', referenceNumber: 4821 },
    ],
    [
      'a five-digit reference',
      { remittance: 'BONIFICO RICEVUTA N. 10234' },
      { kind: 'lookup', referenceNumber: 10234 },
    ],
  ])('%s', (_, change, expected) => {
    expect(screenEntry({ ...credit, ...change })).toMatchObject(expected);
  });
});

describe('deciding for the booking a credit names', () => {
  it.each([
    ['the deposit', 103_200, booking(), 'apply', null],
    ['the full price instead of the deposit', 258_000, booking(), 'apply', null],
    ['the full price when only it is asked', 258_000, booking({ paymentType: 'full' }), 'apply', null],
    ['the deposit when the full price is due', 103_200, booking({ paymentType: 'full' }), 'review', 'amount_mismatch'],
    ['one cent less than the deposit', 103_199, booking(), 'review', 'amount_mismatch'],
    ['one cent more than the full price', 258_001, booking(), 'review', 'overpaid'],
    [
      'the balance after the deposit',
      154_800,
      booking({ status: 'confirmed', paymentStatus: 'deposit_paid', amountPaidCents: 103_200 }),
      'apply',
      null,
    ],
    [
      'the deposit again after the deposit',
      103_200,
      booking({ status: 'confirmed', paymentStatus: 'deposit_paid', amountPaidCents: 103_200 }),
      'review',
      'amount_mismatch',
    ],
    [
      'anything for a booking paid in full',
      103_200,
      booking({ status: 'confirmed', paymentStatus: 'paid', amountPaidCents: 258_000 }),
      'review',
      'already_paid',
    ],
    ['the deposit of an expired booking (late transfer)', 103_200, booking({ status: 'expired' }), 'apply', null],
    ['the deposit of a cancelled booking', 103_200, booking({ status: 'cancelled' }), 'review', 'refund_due'],
    ['a reference nobody holds', 103_200, null, 'review', 'unknown_reference'],
  ])('%s', (_, amount, facts, kind, reason) => {
    const decision = decideForBooking(amount, facts, 4821);
    expect(decision.kind).toBe(kind);
    if (reason) expect(decision).toMatchObject({ reason });
  });

  it('says what it found, in euros as staff write them', () => {
    const decision = decideForBooking(50_000, booking(), 4821);
    expect(decision).toMatchObject({ kind: 'review', reason: 'amount_mismatch', bookingId: 'b1' });
    // Intl puts a no-break space before the euro sign, so that it never starts a line.
    expect(decision.kind === 'review' && decision.text.replaceAll('\u00a0', ' ')).toBe(
      '500,00 € è diverso da quanto chiede la prenotazione Ricevuta 4821 (acconto 1.032,00 € o totale 2.580,00 €).',
    );
  });
});

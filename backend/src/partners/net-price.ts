import {
  BOOKING_POLICY,
  type DepositTerms,
  paymentTypeFor,
  priceBooking,
  type PriceSummary,
} from '../bookings/booking-policy.js';

/**
 * The price a partner pays the agency for one seat (DECISIONS 36, decision PA5): the retail
 * price less the partner's commission. The commission is what the partner invoices, so it is
 * the amount rounded to a whole cent, half a cent upwards; the net price is what is left, so
 * that net plus commission is always the retail price. Integer arithmetic throughout:
 * `commissionBasisPoints` is hundredths of a percent (1250 = 12.5 %).
 */
export function commissionCents(priceCents: number, commissionBasisPoints: number): number {
  return Math.floor((priceCents * commissionBasisPoints + 5000) / 10_000);
}

export function netPriceCents(priceCents: number, commissionBasisPoints: number): number {
  return priceCents - commissionCents(priceCents, commissionBasisPoints);
}

/** The percentage an admin types (12.5) as the stored integer (1250). */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

export function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}

/** A partner's children pay the site's child price: the policy's discount, always granted. */
export const PARTNER_CHILD_TERMS = {
  childDiscountEnabled: true,
  childDiscountPercentage: BOOKING_POLICY.defaultChildDiscountPercentage,
} as const;

/** What a partner booking is priced from: the departure as it is sold now. */
export interface PartnerOfferTerms {
  startDate: string;
  /** Retail, per person. */
  priceCents: number;
  deposit: DepositTerms;
  /** Retail, per single room; null: the trip offers none. */
  singleSupplementCents: number | null;
}

/**
 * A partner booking's two prices (decisions PA5, PA7): the retail one the travellers pay and
 * the net one the partner owes, each by the site's one price rule. The net one prices every
 * seat at its net price (the adult's, the child's as the same share of it, each single room's
 * supplement less the commission), so the net total is the sum of the net prices the partner
 * was shown; its deposit is the trip's share of that net total, and the payment type is the
 * site's (everything due within 40 days of departure).
 */
export function partnerPrices(
  travellers: readonly { birthDate?: string | null }[],
  offer: PartnerOfferTerms,
  commissionBasisPoints: number,
  now: Date,
  singleRooms: number,
): { retail: PriceSummary; net: PriceSummary } {
  const terms = {
    startDate: offer.startDate,
    paymentType: paymentTypeFor(offer.startDate, now),
    ...PARTNER_CHILD_TERMS,
    deposit: offer.deposit,
  };
  const retail = priceBooking(
    travellers,
    { ...terms, priceCents: offer.priceCents, singleSupplementCents: offer.singleSupplementCents },
    now,
    singleRooms,
  );
  const net = priceBooking(
    travellers,
    {
      ...terms,
      priceCents: netPriceCents(offer.priceCents, commissionBasisPoints),
      singleSupplementCents:
        offer.singleSupplementCents === null ? null : netPriceCents(offer.singleSupplementCents, commissionBasisPoints),
    },
    now,
    singleRooms,
  );
  return { retail, net };
}

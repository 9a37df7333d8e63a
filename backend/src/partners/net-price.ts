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

/**
 * The ceilings of what an admin may set on a departure: far above any trip, they catch a slip
 * of the keyboard. The admin form reads them from GET /api/v1/booking-policy.
 */
export const DEPARTURE_LIMITS = {
  /** A million euro, well inside a 32-bit integer. */
  maxPriceCents: 100_000_000,
  maxTotalSpots: 200,
} as const;

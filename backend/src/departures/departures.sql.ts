// Without imports, so that the benchmark's raw baseline runs this very statement. Part of the
// departures repository: no other module writes these conditions.

/**
 * The one rule of a departure on sale: open, and not yet left by the Rome calendar. "Today" is
 * the database's, the same for every replica. `d` is the alias the statement gives departures.
 */
export const ROME_TODAY = `(now() AT TIME ZONE 'Europe/Rome')::date`;
export const BOOKABLE_DEPARTURE = `d.status = 'open' AND d.start_date >= ${ROME_TODAY}`;

/**
 * A trip's open departures from today on, found by slug or alias in one statement, with what
 * tells whether each is guaranteed: the trip's minimum and the departure's own count of
 * confirmed travellers (no bookings are counted here). The trip
 * comes back once with null departure columns when it has no dates, and nothing comes back
 * for an unknown trip. "Today" is the database's, in Rome, the same for every replica.
 */
export const TRIP_DEPARTURES_SQL = `
  WITH trip AS (
    SELECT t.id, t.min_group_size FROM (
      SELECT id, 0 AS rank FROM trips WHERE slug = $1
      UNION ALL
      SELECT trip_id, 1 FROM trip_aliases WHERE alias = $1
    ) found
    JOIN trips t ON t.id = found.id
    ORDER BY found.rank
    LIMIT 1
  )
  SELECT d.id,
         to_char(d.start_date, 'YYYY-MM-DD') AS "startDate",
         to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
         d.end_date - d.start_date + 1 AS "durationDays",
         d.price_cents AS "priceCents",
         d.previous_price_cents AS "previousPriceCents",
         d.spots_available AS "spotsAvailable",
         d.total_spots AS "totalSpots",
         d.coordinators,
         trip.min_group_size AS "minGroupSize",
         d.confirmed_travellers AS "confirmedTravellers",
         d.minimum_group_status AS "minimumGroupStatus"
    FROM trip
    LEFT JOIN departures d
      ON d.trip_id = trip.id
     AND ${BOOKABLE_DEPARTURE}
   ORDER BY d.start_date`;

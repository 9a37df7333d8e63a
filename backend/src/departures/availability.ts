import type { Availability } from './dto/departure.dto.js';

/** At or below this many free seats a departure is shown as 'ULTIMI {n} POSTI'. */
export const FEW_SEATS_THRESHOLD = 4;

export function availabilityOf(spotsAvailable: number): Availability {
  if (spotsAvailable <= 0) return 'soldout';
  if (spotsAvailable <= FEW_SEATS_THRESHOLD) return 'few';
  return 'available';
}

/** Why a departure cannot take this many travellers, or null when it can. */
export function seatShortage(
  spotsAvailable: number,
  travellers: number,
): 'DEPARTURE_SOLD_OUT' | 'NOT_ENOUGH_SEATS' | null {
  if (spotsAvailable <= 0) return 'DEPARTURE_SOLD_OUT';
  if (spotsAvailable < travellers) return 'NOT_ENOUGH_SEATS';
  return null;
}

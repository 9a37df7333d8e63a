import type { GeneratedDeparture } from '../../departures/departure-generator.js';
import { simulateEarlierSales } from './departures.seed.js';

const TRIP = { id: 'x', slug: 'praga-tour-culturale', durationDays: 5, priceCents: 80_000, maxGroupSize: 10 };
const departure = (startDate: string, totalSpots = 10): GeneratedDeparture => ({
  startDate,
  endDate: startDate,
  priceCents: 80_000,
  totalSpots,
  spotsAvailable: totalSpots,
  coordinators: ['Giulia', 'Marco'],
});

describe('simulateEarlierSales', () => {
  const dates = Array.from({ length: 60 }, (_, i) => `2027-${String(1 + (i % 12)).padStart(2, '0')}-${10 + (i % 7)}`);

  it('leaves 4, 5 or 6 seats, each of them somewhere, and touches nothing else', () => {
    const left = dates.map((date) => simulateEarlierSales(TRIP, departure(date)));
    expect(new Set(left.map((d) => d.spotsAvailable))).toEqual(new Set([4, 5, 6]));
    for (const [i, d] of left.entries())
      expect(d).toEqual({ ...departure(dates[i]), spotsAvailable: d.spotsAvailable });
  });

  it('gives a date the same seats on every run', () => {
    const once = dates.map((date) => simulateEarlierSales(TRIP, departure(date)).spotsAvailable);
    expect(dates.map((date) => simulateEarlierSales(TRIP, departure(date)).spotsAvailable)).toEqual(once);
  });

  it('never leaves more seats than the departure has', () => {
    for (const date of dates)
      expect(simulateEarlierSales(TRIP, departure(date, 5)).spotsAvailable).toBeLessThanOrEqual(5);
  });
});

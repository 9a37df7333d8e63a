import type { TripSeed } from './trip-seed.js';

/** The catalogue in the order the site shows it. */
export const TRIP_SEEDS: TripSeed[] = [];

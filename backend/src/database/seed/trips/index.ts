import { andalusia } from './andalusia-siviglia-cordoba-granada.js';
import { giappone } from './giappone-tokyo-kyoto-nara.js';
import { giordania } from './giordania-petra-wadi-rum.js';
import { islandaAurora } from './islanda-aurora.js';
import { islandaClassic } from './islanda-classic.js';
import { kenya } from './kenya-safari-diani.js';
import { marocco } from './marocco-casablanca-fes-marrakech.js';
import { praga } from './praga-tour-culturale.js';
import { thailandia } from './thailandia.js';
import type { TripSeed } from './trip-seed.js';
import { usaOvest } from './usa-ovest.js';
import { vienna } from './vienna-tour-culturale.js';

/** The catalogue in the order the site shows it (the agency's price table). */
export const TRIP_SEEDS: TripSeed[] = [
  praga,
  vienna,
  islandaClassic,
  islandaAurora,
  giordania,
  andalusia,
  giappone,
  kenya,
  marocco,
  thailandia,
  usaOvest,
];

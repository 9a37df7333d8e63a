import type { TripSummaryDto } from '../../../api';

function trip(overrides: Partial<TripSummaryDto> & Pick<TripSummaryDto, 'slug' | 'title' | 'country'>): TripSummaryDto {
  return {
    subtitle: '',
    durationDays: 7,
    durationNights: 6,
    priceCents: 100000,
    singleSupplementCents: null,
    highlights: [],
    category: 'culturale',
    heroTheme: 'blue',
    imageUrl: `/images/trips/${overrides.slug}.svg`,
    imageAlt: overrides.title,
    ...overrides,
  };
}

export const giappone = trip({
  slug: 'giappone-tokyo-kyoto-nara',
  title: 'Giappone: Tokyo, Kyoto e Nara',
  subtitle: 'Templi, giardini e il profilo del Fuji',
  country: 'Giappone',
  durationDays: 9,
  durationNights: 8,
  priceCents: 240000,
  highlights: ['I mille torii di Fushimi Inari e il Grande Buddha di Nara'],
});

export const giordania = trip({
  slug: 'giordania-petra-wadi-rum',
  title: 'Giordania, Petra e Wadi Rum',
  subtitle: 'La città rosa dei Nabatei e il Mar Morto',
  country: 'Giordania',
  priceCents: 140000,
});

export const islandaClassic = trip({
  slug: 'islanda-classic',
  title: 'Islanda Classic',
  subtitle: 'Cascate, geyser e spiagge nere',
  country: 'Islanda',
  durationDays: 6,
  durationNights: 5,
  highlights: ['Þingvellir, dove si cammina tra le placche americana ed europea', 'Reykjavík a piedi'],
});

export const islandaAurora = trip({
  slug: 'islanda-aurora',
  title: 'Islanda Aurora & Natura',
  subtitle: "Le notti d'inverno a caccia dell'aurora boreale",
  country: 'Islanda',
  durationDays: 6,
  durationNights: 5,
});

export const andalusia = trip({
  slug: 'andalusia-siviglia-cordoba-granada',
  title: "Andalusia, l'anima moresca della Spagna",
  subtitle: "Siviglia, Córdoba e Granada in sette giorni, dall'Alcázar alla Mezquita",
  country: 'Spagna',
});

export const usa = trip({
  slug: 'usa-ovest',
  title: 'USA Ovest: parchi e grandi città',
  subtitle: 'Da Los Angeles a Las Vegas, attraverso il Grand Canyon',
  country: 'Stati Uniti',
  highlights: ['Il Grand Canyon al tramonto'],
});

export const catalogue = [andalusia, giappone, giordania, islandaClassic, islandaAurora, usa];

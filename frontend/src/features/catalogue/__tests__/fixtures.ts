import { vi } from 'vitest';
import type { TripSummaryDto } from '../../../api';
import type { useTrips } from '../../../api/queries/catalogue';

export function trip(overrides: Partial<TripSummaryDto> & Pick<TripSummaryDto, 'slug' | 'title'>): TripSummaryDto {
  return {
    subtitle: '',
    country: 'Italia',
    durationDays: 7,
    durationNights: 6,
    priceCents: 100000,
    singleSupplementCents: null,
    highlights: [],
    category: 'culturale',
    heroTheme: 'blue',
    imageUrl: `/images/trips/${overrides.slug}.svg`,
    imageAlt: `Immagine di ${overrides.title}`,
    ...overrides,
  };
}

export const praga = trip({
  slug: 'praga-tour-culturale',
  title: "Praga, la città d'oro",
  country: 'Repubblica Ceca',
  durationDays: 5,
  durationNights: 4,
  priceCents: 80000,
  imageAlt: 'Il Ponte Carlo e il castello di Praga al tramonto',
});

export const islanda = trip({
  slug: 'islanda-classic',
  title: 'Islanda Classic',
  country: 'Islanda',
  category: 'naturalistico',
  durationDays: 6,
  durationNights: 5,
  priceCents: 160000,
});

export const kenya = trip({
  slug: 'kenya-safari-diani',
  title: 'Kenya: safari e mare di Diani',
  country: 'Kenya',
  category: 'safari',
  durationDays: 8,
  durationNights: 7,
  priceCents: 290000,
});

export const giappone = trip({
  slug: 'giappone-tokyo-kyoto-nara',
  title: 'Giappone: Tokyo, Kyoto e Nara',
  country: 'Giappone',
  durationDays: 9,
  durationNights: 8,
  priceCents: 240000,
});

export const catalogue = [praga, islanda, kenya, giappone];

type TripsQuery = ReturnType<typeof useTrips>;

/** What useTrips returns in each state, as far as the components read it. */
export function tripsQuery(state: Partial<TripsQuery>): TripsQuery {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...state,
  } as TripsQuery;
}

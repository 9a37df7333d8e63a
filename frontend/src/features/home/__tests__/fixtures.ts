import { vi } from 'vitest';
import { bookingPolicy, legalDetails } from '../../../test/site-settings.fixture';
import type { SiteSettingsDto, TripSummaryDto } from '../../../api';
import type { useTrips } from '../../../api/queries/catalogue';
import type { useSiteSettings } from '../../../api/queries/site';

export const islandaClassic: TripSummaryDto = {
  slug: 'islanda-classic',
  title: 'Islanda Classic',
  subtitle: 'Cascate, geyser e spiagge nere',
  country: 'Islanda',
  durationDays: 6,
  durationNights: 5,
  priceCents: 160000,
  singleSupplementCents: null,
  highlights: [],
  category: 'naturalistico',
  heroTheme: 'blue',
  imageUrl: '/images/trips/islanda-classic.svg',
  imageAlt: 'Una cascata islandese',
};

export const vienna: TripSummaryDto = {
  ...islandaClassic,
  slug: 'vienna-tour-culturale',
  title: 'Vienna imperiale',
  country: 'Austria',
  durationDays: 6,
  durationNights: 5,
  priceCents: 90000,
  category: 'culturale',
  imageUrl: '/images/trips/vienna-tour-culturale.svg',
  imageAlt: 'Il castello di Schönbrunn',
};

export const settings: SiteSettingsDto = {
  brand: 'ATI Viaggi',
  legalName: 'A.T.I. S.R.L.',
  vatNumber: 'IT02468135799',
  phone: '+39 0583 495100',
  email: 'info@ativiaggi.it',
  address: { street: 'Via Fillungo 112', postalCode: '55100', city: 'Lucca', province: 'LU', country: 'IT' },
  openingHours: [],
  social: { facebook: '', instagram: '', youtube: '', twitter: '' },
  reviewsUrl: 'https://www.trustpilot.com/review/ativiaggi.it',
  claims: { travellers: 350, rating: 4.9, reviewCount: 127 },
  seo: { description: { it: 'Viaggi di gruppo accompagnati', en: 'Escorted group trips' }, keywords: [] },
  reviews: [
    {
      id: 'r1',
      reviewer: 'Maria Grazia',
      destination: 'Praga',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Maria Grazia',
      text: 'Ritmo giusto e hotel in centro.',
    },
    {
      id: 'r7',
      reviewer: 'Lucia',
      destination: 'Andalusia',
      rating: 4,
      imageUrl: '/images/reviews/lucia.png',
      alt: 'Recensione di Lucia sul viaggio in Andalusia',
      text: "L'Alhambra è meravigliosa.",
    },
  ],
  staff: [
    {
      name: 'Giulia Martini',
      role: { it: 'Fondatrice e responsabile dei viaggi', en: 'Founder, head of trips' },
      bio: { it: 'Disegna itinerari per piccoli gruppi.', en: 'She designs itineraries for small groups.' },
      city: 'Lucca',
      imageUrl: '/images/team/giulia.svg',
    },
  ],
  legal: legalDetails(),
  tracking: { facebookPixelId: null, googleAdsId: null, googleAdsConversionLabel: null },
  bookingPolicy,
};

/** A query result in a given state, as far as the components read it. */
export function queryResult<T extends ReturnType<typeof useTrips> | ReturnType<typeof useSiteSettings>>(
  state: Partial<T>,
): T {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...state,
  } as unknown as T;
}

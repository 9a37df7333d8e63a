import type { DepartureDto, SiteSettingsDto, TripDetailDto } from '../../../api';
import { bookingPolicy, legalDetails } from '../../../test/site-settings.fixture';

export const siteSettings: SiteSettingsDto = {
  brand: 'ATI Viaggi',
  legalName: 'A.T.I. S.R.L.',
  vatNumber: 'IT02468135799',
  phone: '+39 0583 495100',
  email: 'info@ativiaggi.it',
  address: { street: 'Via Fillungo 112', postalCode: '55100', city: 'Lucca', province: 'LU', country: 'IT' },
  openingHours: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }],
  social: {
    facebook: 'https://facebook.test',
    instagram: 'https://instagram.test',
    youtube: 'https://youtube.test',
    twitter: 'https://twitter.test',
  },
  reviewsUrl: 'https://reviews.test',
  claims: { travellers: 350, rating: 4.9, reviewCount: 127 },
  seo: { description: { it: 'Viaggi di gruppo', en: 'Group trips' }, keywords: ['viaggi di gruppo'] },
  reviews: [],
  staff: [],
  legal: legalDetails(),
  tracking: { facebookPixelId: null, googleAdsId: null, googleAdsConversionLabel: null },
  bookingPolicy,
};

export function buildTrip(overrides: Partial<TripDetailDto> = {}): TripDetailDto {
  return {
    slug: 'praga-tour-culturale',
    title: "Praga, la città d'oro",
    subtitle: 'Cinque giorni tra castelli e ponti sulla Moldava',
    country: 'Repubblica Ceca',
    category: 'culturale',
    durationDays: 5,
    durationNights: 4,
    priceCents: 80000,
    singleSupplementCents: null,
    heroTheme: 'purple',
    imageUrl: '/images/trips/praga-tour-culturale.svg',
    imageAlt: 'Il Ponte Carlo al tramonto',
    highlights: ['Il Castello di Praga', 'Il Ponte Carlo al tramonto'],
    description: [
      'Praga si lascia scoprire a piedi, un passo alla volta.',
      'Il programma alterna visite e pomeriggi liberi.',
    ],
    facts: [
      { label: 'Partenze', value: 'da Milano Malpensa e Roma Fiumicino' },
      { label: 'Hotel', value: '4 stelle in posizione centrale' },
    ],
    flights: 'Voli di linea da Milano Malpensa o Roma Fiumicino.',
    maxGroupSize: 10,
    depositPolicy: { kind: 'percent', value: 40 },
    itinerary: [
      {
        day: 1,
        title: 'Benvenuti a Praga',
        subtitle: 'Volo e prima passeggiata',
        morning: { title: "Volo dall'Italia", description: "Ritrovo in aeroporto con l'accompagnatore." },
        afternoon: { title: 'La Città Vecchia', description: "Passeggiata fino all'Orologio Astronomico." },
      },
      {
        day: 2,
        title: 'Il Castello e Malá Strana',
        subtitle: 'La collina dei re di Boemia',
        morning: { title: 'Castello di Praga', description: 'Visita alla Cattedrale di San Vito.' },
        afternoon: { title: 'Il Ponte Carlo', description: 'Attraversiamo il ponte al tramonto.' },
      },
    ],
    infoSections: [
      {
        id: 'included',
        title: 'La quota comprende',
        items: ['Voli|Andata e ritorno da Milano o Roma.', 'Nessuna cassa comune'],
      },
      { id: 'packing', title: 'Cosa mettere in valigia', items: ['Scarpe|Comode e già rodate.'] },
    ],
    faqs: [
      {
        id: 'penali-cancellazione',
        question: 'Quali sono le penali in caso di cancellazione?',
        answer: [
          'La penale dipende da quanti giorni mancano alla partenza:',
          'Fino a 30 giorni prima della partenza|25%',
          'Da 29 a 15 giorni prima|50%',
          'Meno di 7 giorni prima|100%',
        ],
      },
      { id: 'pasti', question: 'Quali pasti sono compresi?', answer: ['È compresa la colazione ogni mattina.'] },
    ],
    hotels: [{ name: 'Hotel 4* in centro storico', stars: 4, description: 'Palazzo storico ristrutturato.' }],
    ...overrides,
  };
}

/** A departure of the trip, as the API lists it: seats from the database, availability by its rule. */
export function buildDeparture(overrides: Partial<DepartureDto> = {}): DepartureDto {
  const spotsAvailable = overrides.spotsAvailable ?? 8;
  return {
    id: '3f1c5a9e-0b7d-4e2a-9c1f-6a8d2e4b7c10',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
    durationDays: 5,
    priceCents: 80000,
    previousPriceCents: null,
    spotsAvailable,
    totalSpots: 10,
    minGroupSize: 6,
    guaranteed: false,
    travellersToGuarantee: 6,
    coordinators: ['Giulia', 'Marco'],
    availability: spotsAvailable <= 0 ? 'soldout' : spotsAvailable <= 4 ? 'few' : 'available',
    waitlist: spotsAvailable <= 0,
    paymentType: 'deposit',
    ...overrides,
  };
}

import type { SiteSettingsDto, TripSummaryDto } from '../api';

/** The agency's facts as the API serves them after the seed, with tracking ids left to each test. */
export function siteSettings(tracking: Partial<SiteSettingsDto['tracking']> = {}): SiteSettingsDto {
  return {
    brand: 'ATI Viaggi',
    legalName: 'A.T.I. S.R.L.',
    vatNumber: 'IT02468135799',
    phone: '+39 0583 495100',
    email: 'info@ativiaggi.it',
    address: { street: 'Via Fillungo 112', postalCode: '55100', city: 'Lucca', province: 'LU', country: 'IT' },
    openingHours: [
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
      { days: [6], opens: '09:00', closes: '13:00' },
    ],
    social: {
      facebook: 'https://www.facebook.com/ativiaggi',
      instagram: 'https://www.instagram.com/ativiaggi',
      youtube: 'https://www.youtube.com/@ativiaggi',
      twitter: 'https://twitter.com/ativiaggi',
    },
    reviewsUrl: 'https://www.trustpilot.com/review/ativiaggi.it',
    claims: { travellers: 350, rating: 4.9, reviewCount: 127 },
    seo: {
      description: { it: 'Viaggi di gruppo accompagnati', en: 'Escorted group trips' },
      keywords: ['viaggi di gruppo'],
    },
    reviews: [],
    staff: [],
    tracking: { facebookPixelId: null, googleAdsId: null, googleAdsConversionLabel: null, ...tracking },
  };
}

export function tripSummary(slug: string, title: string): TripSummaryDto {
  return {
    slug,
    title,
    subtitle: '',
    country: '',
    durationDays: 6,
    durationNights: 5,
    priceCents: 90_000,
    singleSupplementCents: null,
    highlights: [],
    category: 'culturale',
    heroTheme: 'blue',
    imageUrl: `/images/trips/${slug}.svg`,
    imageAlt: title,
  };
}

import type { BookingPolicyDto, LegalDetailsDto, SiteSettingsDto, TripSummaryDto } from '../api';

/** The booking rules as the server states them (backend/src/bookings/booking-policy.ts). */
export const bookingPolicy: BookingPolicyDto = {
  defaultDepositPercentage: 40,
  fullPaymentWithinDays: 40,
  paymentWindowHours: 5,
  declaredTransferWorkingDays: 3,
  declaredTransferReminderHours: 24,
  childAgeLimit: 12,
  defaultChildDiscountPercentage: 50,
  balanceDueDaysBeforeDeparture: 30,
  transferReceiptHours: 24,
  minTravellers: 1,
  maxTravellers: 10,
  airports: [
    { code: 'MXP', name: 'Milano Malpensa' },
    { code: 'FCO', name: 'Roma Fiumicino' },
  ],
  fewSeatsThreshold: 4,
  departureLimits: { maxPriceCents: 100_000_000, maxTotalSpots: 200 },
  substitutionNoticeDays: 7,
  cancellationTables: {
    standard: [
      { fromDaysBefore: 30, penalty: { kind: 'percent', value: 25 } },
      { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
      { fromDaysBefore: 7, penalty: { kind: 'percent', value: 75 } },
      { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
    ],
    kenya: [
      { fromDaysBefore: 45, penalty: { kind: 'fixedPerPerson', value: 10_000 } },
      { fromDaysBefore: 31, penalty: { kind: 'percent', value: 25 } },
      { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
      { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
    ],
  },
};

/** The seed's example legal details (backend/src/database/seed/site-settings.seed.ts), a fresh copy each time. */
export function legalDetails(): LegalDetailsDto {
  return {
    licence: 'Autorizzazione n. 1234/2019 della Provincia di Lucca',
    insolvencyProtector: {
      name: 'Fondo Tutela Viaggiatori S.c.a r.l.',
      address: 'Via Nazionale 60, 00184 Roma (RM)',
      phone: '+39 06 4881 2345',
      email: 'garanzia@fondotutelaviaggiatori.it',
      policyNumber: 'FTV-2027-004512',
    },
    liabilityInsurance: { insurer: 'Assicurazioni del Serchio S.p.A.', policyNumber: 'RC-118204377' },
    emergencyPhone: '+39 335 555 0199',
  };
}

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
    legal: legalDetails(),
    tracking: { facebookPixelId: null, googleAdsId: null, googleAdsConversionLabel: null, ...tracking },
    bookingPolicy,
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

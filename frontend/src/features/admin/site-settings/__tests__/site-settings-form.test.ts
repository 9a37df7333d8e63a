import { describe, expect, it } from 'vitest';
import type { SiteSettingsContentDto } from '../../../../api';
import { newReviewId, placeOfRefusal, toFormValues, toSettings } from '../site-settings-form';

const stored: SiteSettingsContentDto = {
  brand: 'ATI Viaggi',
  legalName: 'A.T.I. S.R.L.',
  vatNumber: 'IT02468135799',
  phone: '+39 0583 495100',
  email: 'info@ativiaggi.it',
  address: { street: 'Via Fillungo 112', postalCode: '55100', city: 'Lucca', province: 'LU', country: 'IT' },
  openingHours: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }],
  social: { facebook: 'https://www.facebook.com/ativiaggi', instagram: '', youtube: '', twitter: '' },
  reviewsUrl: 'https://www.trustpilot.com/review/ativiaggi.it',
  claims: { travellers: 350, rating: 4.9, reviewCount: 127 },
  seo: { description: { it: 'Viaggi di gruppo', en: 'Group trips' }, keywords: ['viaggi di gruppo', 'Lucca'] },
  reviews: [{ id: 'r1', reviewer: 'Anna', destination: 'Vienna', text: 'Bello.', rating: 5, imageUrl: null, alt: '' }],
  staff: [
    {
      name: 'Giulia Martini',
      role: { it: 'Fondatrice', en: 'Founder' },
      bio: { it: 'Disegna itinerari.', en: 'Designs itineraries.' },
      city: 'Lucca',
      imageUrl: '/images/team/giulia.svg',
    },
  ],
  legal: {
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
  },
};

describe('site settings form values', () => {
  it('gives back exactly what it was given when nothing is changed', () => {
    expect(toSettings(toFormValues(stored))).toEqual(stored);
  });

  it('edits the legal details on a copy, leaving the stored settings as they were', () => {
    const values = toFormValues(stored);
    values.legal.insolvencyProtector.name = 'Garanzia Viaggi Toscana S.p.A.';
    values.legal.liabilityInsurance.policyNumber = 'RCP 552 901';
    const settings = toSettings(values);
    expect(settings.legal.insolvencyProtector.name).toBe('Garanzia Viaggi Toscana S.p.A.');
    expect(settings.legal.liabilityInsurance.policyNumber).toBe('RCP 552 901');
    expect(stored.legal.insolvencyProtector.name).toBe('Fondo Tutela Viaggiatori S.c.a r.l.');
    expect(stored.legal.liabilityInsurance.policyNumber).toBe('RC-118204377');
  });

  it('reads the rating the Italian way and the keywords one per line, blank lines ignored', () => {
    const values = toFormValues(stored);
    expect(values.claims.rating).toBe('4,9');
    values.claims.rating = ' 4,5 ';
    values.seo.keywords = 'viaggi\n\n  safari  \n';
    values.openingHours[0].days = ['5', '1'];
    values.reviews[0].imageUrl = '  ';
    const settings = toSettings(values);
    expect(settings.claims.rating).toBe(4.5);
    expect(settings.seo.keywords).toEqual(['viaggi', 'safari']);
    expect(settings.openingHours[0].days).toEqual([1, 5]);
    expect(settings.reviews[0].imageUrl).toBeNull();
  });

  it.each([
    ['settings.phone', { kind: 'field', name: 'phone' }],
    ['settings.reviews.2.text', { kind: 'field', name: 'reviews.2.text' }],
    ['settings.reviews.2.id', { kind: 'field', name: 'reviews.2.reviewId' }],
    ['settings.openingHours.0.days', { kind: 'field', name: 'openingHours.0.days' }],
    ['settings.legal.insolvencyProtector.email', { kind: 'field', name: 'legal.insolvencyProtector.email' }],
    ['settings.reviews', { kind: 'list', list: 'reviews' }],
    ['settings.staff', { kind: 'list', list: 'staff' }],
    ['version', { kind: 'form' }],
    ['settings', { kind: 'form' }],
  ])('places a refusal of %s', (path, place) => {
    expect(placeOfRefusal(path)).toEqual(place);
  });

  it('gives a new review an id no other review has', () => {
    expect(newReviewId([])).toBe('r1');
    expect(newReviewId([{ reviewId: 'r1' }, { reviewId: 'r2' }])).toBe('r3');
    expect(newReviewId([{ reviewId: 'r3' }, { reviewId: 'r5' }])).toBe('r4');
    expect(newReviewId([{ reviewId: 'r3' }, { reviewId: 'r4' }])).toBe('r5');
  });
});

import { SITE_SETTINGS_SEED } from '../database/seed/site-settings.seed.js';
import { usesExampleLegalDetails } from './example-legal-details.js';
import type { LegalDetails } from './site-settings.js';

const own: LegalDetails = {
  licence: 'SCIA n. 88/2021 del Comune di Lucca',
  insolvencyProtector: {
    name: 'Fondo di garanzia Esempio',
    address: 'Via Roma 1, 55100 Lucca (LU)',
    phone: '+39 0583 000111',
    email: 'garanzia@example.org',
    policyNumber: 'G-2027-77',
  },
  liabilityInsurance: { insurer: 'Assicurazioni Esempio S.p.A.', policyNumber: 'RC-2027-55' },
  emergencyPhone: '+39 347 000 2222',
};
const example = SITE_SETTINGS_SEED.legal;

describe('usesExampleLegalDetails', () => {
  it.each<[string, LegalDetails, boolean]>([
    ["the seed's details", example, true],
    ["the agency's own", own, false],
    ['the example licence', { ...own, licence: example.licence }, true],
    [
      "the example guarantee's policy",
      {
        ...own,
        insolvencyProtector: { ...own.insolvencyProtector, policyNumber: example.insolvencyProtector.policyNumber },
      },
      true,
    ],
    [
      "the example guarantee's phone",
      { ...own, insolvencyProtector: { ...own.insolvencyProtector, phone: example.insolvencyProtector.phone } },
      true,
    ],
    [
      'the example insurance policy',
      {
        ...own,
        liabilityInsurance: { ...own.liabilityInsurance, policyNumber: example.liabilityInsurance.policyNumber },
      },
      true,
    ],
    ['the example emergency phone', { ...own, emergencyPhone: example.emergencyPhone }, true],
  ])('%s: %s', (_case, legal, expected) => {
    expect(usesExampleLegalDetails(legal)).toBe(expected);
  });
});

import { SITE_SETTINGS_SEED } from '../database/seed/site-settings.seed.js';
import type { LegalDetails } from './site-settings.js';

/**
 * Whether the legal details still carry any of the seed's examples: a licence, a guarantee or a
 * policy number that belongs to no one. The documents sent to customers print them, so staff
 * are warned until the agency's own replace every one.
 */
export function usesExampleLegalDetails(legal: LegalDetails): boolean {
  const example = SITE_SETTINGS_SEED.legal;
  return (
    legal.licence === example.licence ||
    legal.insolvencyProtector.policyNumber === example.insolvencyProtector.policyNumber ||
    legal.insolvencyProtector.phone === example.insolvencyProtector.phone ||
    legal.liabilityInsurance.policyNumber === example.liabilityInsurance.policyNumber ||
    legal.emergencyPhone === example.emergencyPhone
  );
}

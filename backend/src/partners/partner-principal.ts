import type { PartnerScope } from './partner-scopes.js';

/** The partner a request's key belongs to, set by PartnerAccessGuard. */
export interface PartnerPrincipal {
  partnerId: string;
  keyId: string;
  name: string;
  commissionBasisPoints: number;
  scopes: PartnerScope[];
}

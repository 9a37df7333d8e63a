import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { bearerCredential, parseApiKey, secretMatches } from './api-key.js';
import type { PartnerPrincipal } from './partner-principal.js';
import { PartnersRepository } from './partners.repository.js';

/** Recognises the partner behind an `Authorization` header. */
@Injectable()
export class PartnerKeysService {
  constructor(private readonly partners: PartnersRepository) {}

  /**
   * The key is read from the database on every request (decision PA3): one lookup by primary
   * key, and a revocation holds at once on every replica. Any reason a key does not hold
   * (missing, malformed, unknown, wrong secret, revoked, expired) is the same answer, so that
   * the answer tells a guesser nothing.
   */
  async authenticate(authorization: string | undefined): Promise<PartnerPrincipal> {
    const parsed = parseApiKey(bearerCredential(authorization) ?? '');
    if (!parsed) throw new AppError('INVALID_API_KEY');
    const key = await this.partners.findKeyForRequest(parsed.keyId);
    if (!key || !secretMatches(parsed.secret, key.secretHash) || !key.usable) throw new AppError('INVALID_API_KEY');
    if (key.useToRecord) await this.partners.recordKeyUse(key.keyId);
    return {
      partnerId: key.partnerId,
      keyId: key.keyId,
      name: key.partnerName,
      commissionBasisPoints: key.commissionBasisPoints,
      scopes: key.scopes,
    };
  }
}

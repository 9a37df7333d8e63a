import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import type { PartnerRequest } from './partner-access.guard.js';
import type { PartnerPrincipal } from './partner-principal.js';

/** The name of the partner key's security scheme in the partner document. */
export const PARTNER_SECURITY = 'partnerKey';

/**
 * Marks a controller as the partner API's in the partner document: the key it takes and the
 * errors any partner operation may answer. The guard itself holds for the whole route prefix;
 * the headers every answer carries are added to the document by buildPartnerOpenApiDocument.
 */
export function PartnerOperation(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiBearerAuth(PARTNER_SECURITY),
    ApiErrors({
      401: 'INVALID_API_KEY: no `Authorization: Bearer <key>` header, or a key that is malformed, unknown, revoked or expired',
      429: 'PARTNER_RATE_LIMITED: this key made all the requests of its current window; wait the seconds `Retry-After` says',
      500: 'INTERNAL_ERROR: an unexpected failure on our side',
      503: 'DATABASE_UNAVAILABLE or DATABASE_BUSY: try again in a few seconds',
    }),
  );
}

/** The partner of a partner API handler. */
export const CurrentPartner = createParamDecorator((_data: unknown, context: ExecutionContext): PartnerPrincipal => {
  const partner = context.switchToHttp().getRequest<PartnerRequest>().partner;
  // The guard sets it for every partner route; a handler elsewhere using this is a mistake.
  if (!partner) throw new Error('CurrentPartner used outside the partner API');
  return partner;
});

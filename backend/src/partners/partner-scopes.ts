import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiErrors } from '../common/api-errors.decorator.js';

/**
 * What a partner key may do (decision PA10): read the catalogue and departures, read its own
 * bookings, and hold and book seats (which includes releasing and cancelling them). A key
 * made for a price comparison page, say, is given `catalogue:read` alone.
 */
export const PARTNER_SCOPES = ['catalogue:read', 'bookings:read', 'bookings:write'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const PARTNER_SCOPE = Symbol('PARTNER_SCOPE');

/** The scope a partner route asks of the key; the partner guard refuses others with 403. */
export const RequiresPartnerScope = (scope: PartnerScope) =>
  applyDecorators(
    SetMetadata(PARTNER_SCOPE, scope),
    ApiErrors({ 403: `PARTNER_SCOPE_MISSING: the key was not given the ${scope} scope` }),
  );

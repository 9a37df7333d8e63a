import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import type { AdminPrincipal } from './admin-principal.js';

export const ADMIN_ONLY = Symbol('ADMIN_ONLY');

/**
 * Marks a controller or handler as the admin area's: it takes an admin token (the global
 * guard already requires one under /api/v1/admin; this also covers routes elsewhere, such
 * as /auth/me), and the OpenAPI document says so, so that the generated client sends it.
 */
export function AdminOperation(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    SetMetadata(ADMIN_ONLY, true),
    ApiBearerAuth('admin'),
    ApiErrors({
      401: 'UNAUTHORIZED: no admin token, or one that expired, was revoked or belongs to a disabled account',
    }),
  );
}

export const OWNER_ONLY = Symbol('OWNER_ONLY');

/**
 * An owner's operation (API.md "Owners, staff and step-up"): staff accounts, IBANs, the system
 * IBAN. It takes an owner's step-up token, issued minutes ago for the password typed again: a
 * stolen ordinary token, or a staff member's password, cannot redirect the customers' money.
 * `stepUp: false` for what only protects (cancelling a waiting IBAN switch).
 */
export function OwnerOperation({ stepUp = true }: { stepUp?: boolean } = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(OWNER_ONLY, { stepUp }),
    ApiErrors({
      403: stepUp
        ? 'FORBIDDEN_ROLE: the account is not an owner; STEP_UP_REQUIRED: an ordinary token, the password must be typed again (POST /api/v1/auth/step-up)'
        : 'FORBIDDEN_ROLE: the account is not an owner',
    }),
  );
}

/** What `@OwnerOperation()` asks of the token beyond an owner's account. */
export interface OwnerRequirement {
  stepUp: boolean;
}

/** The signed-in admin of an `@AdminOperation()` handler. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminPrincipal =>
    context.switchToHttp().getRequest<{ user: AdminPrincipal }>().user,
);

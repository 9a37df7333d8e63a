import { randomUUID } from 'node:crypto';
import type { JwtService } from '@nestjs/jwt';

/** The one algorithm admin tokens are signed and accepted with: none other, 'none' least of all. */
export const ADMIN_TOKEN_ALGORITHM = 'HS256';
export const ADMIN_TOKEN_ISSUER = 'viaggi-backend';
export const ADMIN_TOKEN_AUDIENCE = 'viaggi-admin';

export interface AdminTokenClaims {
  sub: string;
  jti: string;
  /** Seconds, with the milliseconds: a password change in the same second still tells tokens apart. */
  iat: number;
  exp: number;
  iss: string;
  aud: string;
  /** Present on a step-up token only: the password was typed again for it. */
  stepUp?: true;
}

export interface IssuedAdminToken {
  accessToken: string;
  jti: string;
  expiresIn: number;
}

/** A step-up token lasts this long at most (API.md: 600 s). */
export const STEP_UP_TTL_SECONDS = 600;

/** Signs a token for an admin, issued at `issuedAt` (the database's clock) for `ttlSeconds`; a step-up one if asked. */
export function signAdminToken(
  jwt: JwtService,
  secret: string,
  adminId: string,
  issuedAt: Date,
  ttlSeconds: number,
  { stepUp = false }: { stepUp?: boolean } = {},
): IssuedAdminToken {
  const jti = randomUUID();
  const iat = issuedAt.getTime() / 1000;
  const accessToken = jwt.sign(
    { sub: adminId, jti, iat, exp: iat + ttlSeconds, ...(stepUp ? { stepUp: true } : {}) },
    { secret, algorithm: ADMIN_TOKEN_ALGORITHM, issuer: ADMIN_TOKEN_ISSUER, audience: ADMIN_TOKEN_AUDIENCE },
  );
  return { accessToken, jti, expiresIn: ttlSeconds };
}

/**
 * What a token must satisfy before the database is asked about it: signed with HS256 by our
 * key, for the admin area, by this backend, not expired, not older than the longest lifetime.
 */
export function adminTokenVerifyOptions(maxTtlSeconds: number) {
  return {
    algorithms: [ADMIN_TOKEN_ALGORITHM] as [typeof ADMIN_TOKEN_ALGORITHM],
    issuer: ADMIN_TOKEN_ISSUER,
    audience: ADMIN_TOKEN_AUDIENCE,
    maxAge: maxTtlSeconds,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims a verified token must carry, in the types the checks expect. */
export function isAdminTokenClaims(payload: unknown): payload is AdminTokenClaims {
  const claims = payload as Partial<AdminTokenClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    UUID.test(claims.sub) &&
    typeof claims.jti === 'string' &&
    UUID.test(claims.jti) &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    (claims.stepUp === undefined || claims.stepUp === true)
  );
}

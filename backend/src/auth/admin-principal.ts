import type { AdminRole } from './admin-user.entity.js';

/** Who a valid admin token stands for, checked against the database on every request. */
export interface AdminPrincipal {
  id: string;
  email: string;
  /** The token's id, to revoke it on logout. */
  jti: string;
  /** When the token expires: its revocation is kept until then. */
  expiresAt: Date;
  /** As the account stands now, not as it stood when the token was issued. */
  role: AdminRole;
  /** A step-up token: issued minutes ago for the password typed again, it opens the owner routes. */
  steppedUp: boolean;
}

/** Who a valid admin token stands for, checked against the database on every request. */
export interface AdminPrincipal {
  id: string;
  email: string;
  /** The token's id, to revoke it on logout. */
  jti: string;
  /** When the token expires: its revocation is kept until then. */
  expiresAt: Date;
}

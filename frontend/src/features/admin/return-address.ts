/** Where the admin area lives; the login page's address. */
export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';
/** The query parameter of the login page naming where to return after it. */
export const RETURN_PARAM = 'ritorno';

/** The login page's address that returns to `path` afterwards. */
export function loginAddress(path: string): string {
  return `${ADMIN_LOGIN}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/**
 * Where to go after signing in: the address asked for when it is one of the admin area's own
 * (never another site, nor the login page again), the admin home otherwise.
 */
export function safeReturnAddress(value: string | null): string {
  if (!value || !/^\/(admin|link)(?=[/?#]|$)/.test(value)) return ADMIN_HOME;
  if (value === ADMIN_LOGIN || value.startsWith(`${ADMIN_LOGIN}?`)) return ADMIN_HOME;
  return value;
}

/**
 * A fresh key for the `Idempotency-Key` header: the server answers a second request carrying
 * it with the booking the first one made, so a double press or a retry after a lost answer
 * never books twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure pages; the page may be opened over plain HTTP on a local network.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

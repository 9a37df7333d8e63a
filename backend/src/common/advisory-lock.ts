/**
 * The second key of a two-key advisory lock taken per client or per account: 32 bits of its
 * keyed hash. Two hashes sharing them only wait for each other; the first key, a constant of
 * the repository that takes the lock, keeps each counter's locks apart from the others'.
 */
export function hashLockKey(hash: string): number {
  return Number.parseInt(hash.slice(0, 8), 16) | 0;
}

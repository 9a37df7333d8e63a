/**
 * When each attempt of a delivery is due, counted from the first (decision PW3): at once, then
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after it. Ten attempts over a day: a
 * receiver down for a deployment gets the event seconds later, one down for a night by the
 * next morning.
 */
export const ATTEMPT_OFFSETS_SECONDS = [
  0,
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
] as const;

export const MAX_ATTEMPTS = ATTEMPT_OFFSETS_SECONDS.length;

/** Each wait is stretched or shortened by up to this share, so that a receiver back after an outage is not hit by every event in the same second. */
export const JITTER_SHARE = 0.1;

/** The longest a receiver's Retry-After is followed: past it, the schedule's own wait applies. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/**
 * Seconds to wait before the next attempt, after `attemptsMade` attempts failed; null when the
 * schedule is over and the delivery has failed. `random` is in [0, 1), as Math.random gives.
 * A Retry-After longer than the schedule's wait is followed (up to a day); a shorter one is
 * not, since the schedule's waits are what keeps a struggling receiver from being flooded.
 */
export function nextRetryDelaySeconds(
  attemptsMade: number,
  { retryAfterSeconds = null, random = Math.random }: { retryAfterSeconds?: number | null; random?: () => number } = {},
): number | null {
  if (attemptsMade < 1 || attemptsMade >= MAX_ATTEMPTS) return null;
  const gap = ATTEMPT_OFFSETS_SECONDS[attemptsMade] - ATTEMPT_OFFSETS_SECONDS[attemptsMade - 1];
  const jittered = gap * (1 + JITTER_SHARE * (2 * random() - 1));
  const asked = retryAfterSeconds === null ? 0 : Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS);
  return Math.round(Math.max(jittered, asked) * 1000) / 1000;
}

/**
 * A Retry-After header in seconds: delta-seconds or an HTTP date (RFC 9110); null when absent
 * or unreadable. A date in the past means now.
 */
export function parseRetryAfter(value: string | undefined, now: Date = new Date()): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

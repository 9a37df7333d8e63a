import {
  ATTEMPT_OFFSETS_SECONDS,
  MAX_ATTEMPTS,
  MAX_RETRY_AFTER_SECONDS,
  nextRetryDelaySeconds,
  parseRetryAfter,
} from './webhook-schedule.js';

const middle = () => 0.5;

describe('the retry schedule of a webhook', () => {
  it('makes ten attempts: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after the first', () => {
    expect(MAX_ATTEMPTS).toBe(10);
    let at = 0;
    const offsets = [0];
    for (let made = 1; made < MAX_ATTEMPTS; made += 1) {
      at += nextRetryDelaySeconds(made, { random: middle })!;
      offsets.push(at);
    }
    expect(offsets).toEqual([0, 5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400]);
    expect(offsets).toEqual([...ATTEMPT_OFFSETS_SECONDS]);
  });

  it('gives up after the tenth attempt', () => {
    expect(nextRetryDelaySeconds(MAX_ATTEMPTS, { random: middle })).toBeNull();
    expect(nextRetryDelaySeconds(MAX_ATTEMPTS + 3, { random: middle })).toBeNull();
  });

  it('stretches or shortens each wait by up to a tenth', () => {
    expect(nextRetryDelaySeconds(2, { random: () => 0 })).toBe(265.5);
    expect(nextRetryDelaySeconds(2, { random: () => 0.999_999 })).toBeCloseTo(324.5, 2);
    expect(nextRetryDelaySeconds(9, { random: () => 0 })).toBe(12_960);
  });

  it("waits for the receiver's Retry-After when it asks for longer, up to a day", () => {
    expect(nextRetryDelaySeconds(1, { random: middle, retryAfterSeconds: 120 })).toBe(120);
    expect(nextRetryDelaySeconds(1, { random: middle, retryAfterSeconds: 2 })).toBe(5);
    expect(nextRetryDelaySeconds(1, { random: middle, retryAfterSeconds: 10 * 86_400 })).toBe(MAX_RETRY_AFTER_SECONDS);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Fri, 27 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});

import { useCallback, useEffect, useState } from 'react';
import type { BookingLinkDto } from '../../api';

/** How often an open page looks at the link's expiry again. */
export const EXPIRY_CHECK_MS = 1000;

function isPast(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now;
}

/**
 * Whether the link can no longer be booked from: as the server said when the page loaded, or
 * since then, checked every second so that a page left open does not send a doomed booking.
 * `markExpired` records the server's own word (a 410 to a quote or a booking).
 */
export function useLinkExpiry(link: BookingLinkDto | undefined): { expired: boolean; markExpired: () => void } {
  const [expiredSince, setExpiredSince] = useState(false);
  const [refused, setRefused] = useState(false);
  const expiresAt = link?.expiresAt ?? null;
  const expiredAtLoad = link?.expired ?? false;

  useEffect(() => {
    if (expiredAtLoad || expiresAt === null) return;
    const check = () => {
      if (isPast(expiresAt, Date.now())) setExpiredSince(true);
    };
    check();
    const timer = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [expiresAt, expiredAtLoad]);

  const markExpired = useCallback(() => setRefused(true), []);
  return { expired: expiredAtLoad || expiredSince || refused, markExpired };
}

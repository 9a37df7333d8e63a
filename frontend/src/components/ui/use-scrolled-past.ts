import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * Whether the window is scrolled further than `threshold` pixels. Components re-render only
 * when the answer flips, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, isPast, () => false);
}

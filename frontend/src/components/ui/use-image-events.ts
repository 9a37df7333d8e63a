import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/**
 * Load and error handlers of an <img>, plus a ref that catches up on the events the image
 * fired before React listened: a page rendered on the server starts loading its images
 * while React is still on its way, and an image done by then fires no further event.
 * Spread the result onto the <img>.
 */
export function useImageEvents(handlers: { onLoad?: () => void; onError: () => void }): {
  ref: RefCallback<HTMLImageElement>;
  onLoad?: () => void;
  onError: () => void;
} {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const ref = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete || !image.currentSrc || typeof image.decode !== 'function') return;
    // decode() settles at once for an image already done: resolved if it has pixels.
    image.decode().then(
      () => latest.current.onLoad?.(),
      () => latest.current.onError(),
    );
  }, []);

  return { ref, onLoad: handlers.onLoad, onError: handlers.onError };
}

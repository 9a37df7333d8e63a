import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * After following a link the new page starts at its top and keyboard and screen reader users
 * continue from its content, as after a full page load. Back and forward keep the browser's
 * own scroll position.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType === NavigationType.Pop) return;
    window.scrollTo(0, 0);
    target.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, target]);
}

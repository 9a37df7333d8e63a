import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { readReferralSource, useReferralSource, withReferralPrefix } from './referral';

/**
 * The site's links are built on react-router's hooks rather than its Link: Link also carries
 * the framework mode's prefetching and form machinery, which this site does not use and which
 * every visitor would otherwise download before the first page can respond.
 */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

function prefixed(to: To, source: string | null): To {
  if (typeof to === 'string') return withReferralPrefix(to, source);
  return to.pathname ? { ...to, pathname: withReferralPrefix(to.pathname, source) } : to;
}

/** Every internal link of the site: navigates inside the app and keeps advertising visitors under /ads-special. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, replace, state, target, onClick, ...props },
  ref,
) {
  const destination = prefixed(to, useReferralSource());
  const href = useHref(destination);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(destination, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...props} />;
});

/** A menu entry: an AppLink marked as the current page (aria-current) on its page and the pages under it. */
export const AppNavLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppNavLink(props, ref) {
  const { pathname } = useLocation();
  const path = useHref(prefixed(props.to, useReferralSource()));
  const current = pathname === path || pathname.startsWith(`${path}/`);
  return <AppLink ref={ref} aria-current={current ? 'page' : undefined} {...props} />;
});

/** navigate() with the same rule as AppLink. */
export function useAppNavigate() {
  const navigate = useNavigate();
  return (to: string, options?: NavigateOptions) => navigate(withReferralPrefix(to, readReferralSource()), options);
}

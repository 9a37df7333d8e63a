import { forwardRef } from 'react';
import { Link, type LinkProps, useNavigate, type NavigateOptions } from 'react-router-dom';
import { readReferralSource, useReferralSource, withReferralPrefix } from './referral';

export type AppLinkProps = LinkProps;

function prefixed(to: LinkProps['to'], source: string | null): LinkProps['to'] {
  if (typeof to === 'string') return withReferralPrefix(to, source);
  return to.pathname ? { ...to, pathname: withReferralPrefix(to.pathname, source) } : to;
}

/** Every internal link of the site: a react-router Link that keeps advertising visitors under /ads-special. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...props }, ref) {
  const source = useReferralSource();
  return <Link ref={ref} to={prefixed(to, source)} {...props} />;
});

/** navigate() with the same rule as AppLink. */
export function useAppNavigate() {
  const navigate = useNavigate();
  return (to: string, options?: NavigateOptions) => navigate(withReferralPrefix(to, readReferralSource()), options);
}

import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface AdminLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
}

/** A link inside the admin area: never moved under the advertising prefix the public links keep. */
export const AdminLink = forwardRef<HTMLAnchorElement, AdminLinkProps>(function AdminLink(
  { to, onClick, ...props },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a ref={ref} href={href} onClick={handleClick} {...props} />;
});

import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';
import type { To } from 'react-router-dom';

/**
 * The site's in-app links, built on React Router's own hooks for custom links (`useHref`,
 * `useLinkClickHandler`): the router's `<Link>` also carries framework-mode page prefetching,
 * view transitions and document reloads the site never uses, which cannot be left out of a
 * build that imports it (2.3 KiB gzipped on every home page, npm run size). A plain click
 * navigates in the app; a modified click, a middle click or a `target` is left to the browser.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
});

/**
 * Whether a link to `to` (a resolved pathname) marks the page at `at` as current, as the
 * router's NavLink decides: the same path, or (unless `end`) a path below it; the root only
 * for itself; letter case aside, as the routes match.
 */
export function isCurrentPath(to: string, at: string, end = false): boolean {
  const lower = to.toLowerCase();
  const path = lower !== '/' && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  at = at.toLowerCase();
  if (at === path || at === `${path}/`) return true;
  return !end && path !== '/' && at.startsWith(`${path}/`);
}

export interface NavLinkProps extends LinkProps {
  /** current only on this very path, not below it */
  end?: boolean;
}

/** A link that says it is the current page (`aria-current="page"`) where the player is. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end, ...props }, ref) {
  const { pathname } = useResolvedPath(props.to);
  const current = isCurrentPath(pathname, useLocation().pathname, end);
  return <Link {...props} ref={ref} aria-current={current ? 'page' : props['aria-current']} />;
});

import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { LinkComponentProvider, type NavigationLinkProps } from '@leisure/ui';

/**
 * An app path as React Router's <Link> renders it, without the framework's prefetching that <Link> carries into every
 * first load (docs/decisions/0032): the router's href, and a click that navigates unless it is modified, opens another
 * target or was prevented.
 */
function RouterLink({ href, ref, onClick, target, children, ...anchorProps }: NavigationLinkProps) {
  const routerHref = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...anchorProps} href={routerHref} ref={ref} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** The kit's links and the layout's app paths navigate with React Router (no page load). */
export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>;
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkComponentProvider, type NavigationLinkProps } from '@leisure/ui';

function RouterLink({ href, ref, ...anchorProps }: NavigationLinkProps) {
  return <Link to={href} ref={ref} {...anchorProps} />;
}

/** The kit's links and the layout's app paths navigate with React Router (no page load). */
export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>;
}

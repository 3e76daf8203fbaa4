import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

export interface NavigationLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** How an app navigates inside itself, e.g. a wrapper that renders react-router's <Link to={href}>. */
export type NavigationLinkComponent = ComponentType<NavigationLinkProps>;

const LinkComponentContext = createContext<NavigationLinkComponent | null>(null);

/**
 * Lets the kit's links navigate without a page load. The kit does not depend on a router: each app passes its own
 * link component here, and without one links are plain anchors.
 */
export function LinkComponentProvider({
  component,
  children,
}: {
  component: NavigationLinkComponent;
  children: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** Same-origin paths such as "/basket"; "//host", "/\host" and anything with a scheme go through a plain anchor. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** An anchor that uses the app's link component for app paths and a plain <a> for everything else. */
export function NavigationAnchor(props: NavigationLinkProps) {
  const AppLink = useContext(LinkComponentContext);
  if (AppLink && isAppPath(props.href)) return <AppLink {...props} />;
  const { children, ...anchorProps } = props;
  return <a {...anchorProps}>{children}</a>;
}

// Cross-app links and the site's modes
export {
  frontEndIds,
  isFrontEndId,
  type FrontEndId,
  type SiteAddress,
  type SubdomainTable,
} from './crossApp/frontEnds.ts';
export { crossAppUrl } from './crossApp/crossAppUrl.ts';
export { noSiteFlags, siteFlagParams, type SiteFlags } from './crossApp/siteFlags.ts';
export { siteAddressFrom } from './crossApp/siteAddress.ts';
export { FrontEndProvider, type FrontEndProviderProps } from './frontEnd/FrontEndProvider.tsx';
export { useFrontEnd, type FrontEnd } from './frontEnd/frontEndContext.ts';
export { useHrefTo } from './frontEnd/useHrefTo.ts';

// Navigation
export {
  accountMenuItems,
  accountSubNavItems,
  destinations,
  drawerItems,
  drawerSections,
  logInDestination,
  registerDestination,
  type Destination,
  type DrawerSection,
  type NavItem,
} from './navigation/navItems.ts';
export { isCurrentPage } from './navigation/isCurrentPage.ts';
export { AccountNavigation } from './accountNav/AccountNavigation.tsx';

// The page frame
export { Header, type HeaderProps } from './header/Header.tsx';
export { basketLabel } from './header/basketLabel.ts';
export { KioskBar, type KioskBarProps } from './kiosk/KioskBar.tsx';
export { FooterContent } from './footer/FooterContent.tsx';
export { SiteFooter } from './footer/SiteFooter.tsx';
export { useBasketItemCount } from './basket/useBasketItemCount.ts';
export { mainContentId, PageLayout, type PageLayoutProps } from './page/PageLayout.tsx';
export { PageBreadcrumbs } from './page/PageBreadcrumbs.tsx';

// An app's building blocks
export {
  createFrontEndProviders,
  type FrontEndProviders,
  type FrontEndProvidersOptions,
} from './app/createFrontEndProviders.tsx';
export {
  matchRouteStart,
  startRoute,
  type OpenedAt,
  type RouteStart,
  type RouteStartContext,
} from './app/routeStart.ts';
export { mountApp } from './app/mountApp.tsx';
export { RouterLinkProvider } from './app/RouterLinkProvider.tsx';
export { SessionSync } from './app/SessionSync.tsx';
export { SiteLayout, type SiteLayoutProps } from './app/SiteLayout.tsx';
export { LoginPage, RegisterPage } from './pages/lazyPages.ts';
export type { LoginPageProps } from './pages/LoginPage.tsx';
export type { RegisterPageProps } from './pages/RegisterPage.tsx';
export { NotFoundPage } from './pages/NotFoundPage.tsx';

export { KioskHome } from './components/KioskHome.tsx';
export { KioskIdleGuard } from './components/KioskIdleGuard.tsx';
export { useEndKioskVisit, type EndKioskVisitOptions } from './hooks/useEndKioskVisit.ts';
export { useIdleTimeout } from './hooks/useIdleTimeout.ts';
export { useKioskMode } from './hooks/useKioskMode.ts';
// Paths that keep the site flags, and the kiosk home's note that a visit has ended: small modules the app's layout
// uses on every page (the kiosk bar's Log out) while the rest of the kiosk loads later.
export { withSiteFlags } from './siteFlagsPath.ts';
export { visitEndNavigation } from './kioskVisitEnd.ts';

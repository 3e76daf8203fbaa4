// Small on purpose: the app's layout uses it on every page (the kiosk bar's Log out), the kiosk feature loads later.
// Paths that keep the site flags, and the kiosk home's note that a visit has ended.
export { withSiteFlags } from './siteFlagsPath.ts';
export { isVisitEnded, visitEndNavigation, type KioskVisitEnded } from './kioskVisitEnd.ts';

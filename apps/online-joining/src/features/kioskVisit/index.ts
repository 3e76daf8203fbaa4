// Small on purpose: the app's layout uses it on every page (the kiosk bar's Log out), the kiosk feature loads later.
export { isVisitEnded, visitEndNavigation, type KioskVisitEnded } from './kioskVisitEnd.ts';

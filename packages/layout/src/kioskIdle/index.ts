// '@leisure/layout/kioskIdle': the kiosk's idle rule (docs/product/modes.md D18, decision 0920), shared by online
// joining and bookings. Its own entry, so an app loads it with the page that watches, not in its first load; and
// not under src/kiosk, which the host build puts in every front end's first-load shell (apps/host/vite.config.ts).
export { KioskIdleDialog, type KioskIdleDialogProps } from './KioskIdleDialog.tsx';
export { KioskIdleWatch, type KioskIdleWatchProps } from './KioskIdleWatch.tsx';
export { useIdleTimeout } from './useIdleTimeout.ts';
export { useKioskIdle, type EndKioskVisit, type KioskIdle, type KioskVisitEnd } from './useKioskIdle.ts';

export { KioskHome } from './components/KioskHome.tsx';
export { KioskIdleGuard } from './components/KioskIdleGuard.tsx';
export { useEndKioskVisit, type EndKioskVisitOptions } from './hooks/useEndKioskVisit.ts';
export { useIdleTimeout } from '@leisure/layout/kioskIdle';
export { useKioskMode } from './hooks/useKioskMode.ts';

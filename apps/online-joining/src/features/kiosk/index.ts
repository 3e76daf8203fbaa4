export { KioskHome } from './components/KioskHome.tsx';
export { useKioskMode } from './hooks/useKioskMode.ts';
export { withSiteFlags } from './siteFlagsPath.ts';

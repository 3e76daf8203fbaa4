export { KioskIdleGuard } from './components/KioskIdleGuard.tsx';

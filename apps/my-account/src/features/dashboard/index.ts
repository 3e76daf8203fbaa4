export { Dashboard } from './components/Dashboard.tsx';
export { accountSections, type AccountSection } from './components/accountSections.ts';

export { JoiningBreadcrumbs } from './components/JoiningBreadcrumbs.tsx';

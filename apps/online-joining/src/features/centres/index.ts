export { CentreList } from './components/CentreList.tsx';

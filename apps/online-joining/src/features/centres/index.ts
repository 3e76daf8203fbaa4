export { CentreList } from './components/CentreList.tsx';
export { LazyCentreList } from './components/LazyCentreList.tsx';

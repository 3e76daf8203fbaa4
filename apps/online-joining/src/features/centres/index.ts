export { CentreList } from './components/CentreList.tsx';
export { centreAddress, centreCardFrame } from './components/centreCardFrame.ts';

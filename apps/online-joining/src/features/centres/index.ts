export { centresApi, useListJoiningCentresQuery } from './api/centresApi.ts';
export { CentreList } from './components/CentreList.tsx';

export {
  joiningCartApi,
  useClearJoiningCartMutation,
  useGetJoiningCartQuery,
  useStoreJoiningCartMutation,
} from './api/joiningCartApi.ts';
export { JoiningCartSummary } from './components/JoiningCartSummary.tsx';

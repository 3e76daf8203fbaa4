export { JoiningCartSummary } from './components/JoiningCartSummary.tsx';
export { useJoiningCustomer, type JoiningCustomer } from './hooks/useJoiningCustomer.ts';

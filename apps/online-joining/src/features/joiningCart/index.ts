export { JoiningCartSummary } from './components/JoiningCartSummary.tsx';

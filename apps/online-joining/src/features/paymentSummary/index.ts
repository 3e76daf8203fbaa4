export { PaymentSummary, type PaymentSummaryProps, type SummaryLine } from './components/PaymentSummary.tsx';
export { FeeLines } from './components/feeLines.ts';

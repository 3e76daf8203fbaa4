export { PaymentSummary, type PaymentSummaryProps, type SummaryLine } from './components/PaymentSummary.tsx';

export { pushAnalyticsEvent, stepNames, type AnalyticsEvent } from './dataLayer.ts';
export { useMembershipsProgress, usePageviews } from './hooks/useAnalytics.ts';
export {
  createSentTransactions,
  SENT_TRANSACTIONS_KEPT,
  SENT_TRANSACTIONS_KEY,
  type SentTransactions,
} from './sentTransactions.ts';
export { transactionEventOf, type TransactionEvent, type TransactionProduct } from './transactionEvent.ts';
export { useTransactionEvent } from './hooks/useTransactionEvent.ts';

import { useEffect } from 'react';
import type { Order } from '@leisure/api-contract';
import { pushAnalyticsEvent } from '../dataLayer.ts';
import { sentTransactions as pageRecord, type SentTransactions } from '../sentTransactions.ts';
import { transactionEventOf } from '../transactionEvent.ts';

/**
 * Sends the order's transaction event (docs/product/joining.md §4: once per order id) when the order is known: a re-render, a
 * remount or a reload of the confirmation sends nothing more.
 */
export function useTransactionEvent(order: Order | undefined, record: SentTransactions = pageRecord): void {
  useEffect(() => {
    if (order && record.claim(order.id)) pushAnalyticsEvent(transactionEventOf(order));
  }, [order, record]);
}

import type { Order } from '@leisure/api-contract';
import type { AnalyticsEvent } from './dataLayer.ts';

/** One bought item as tag managers' ecommerce reads it: amounts in pounds, one of each. */
export interface TransactionProduct {
  sku: string;
  name: string;
  category: Order['orderType'];
  price: number;
  quantity: 1;
}

export interface TransactionEvent extends AnalyticsEvent {
  event: 'transaction';
  transactionId: string;
  transactionAffiliation: string;
  transactionTotal: number;
  transactionTax: number;
  currency: 'GBP';
  transactionProducts: TransactionProduct[];
}

/** Pence to pounds without float noise (1999 → 19.99). */
const pounds = (pence: number): number => Math.round(pence) / 100;

/** The transaction event (docs/product/joining.md §4, decision 0912) of a completed order: its reference, brand, totals and items. */
export function transactionEventOf(order: Order): TransactionEvent {
  return {
    event: 'transaction',
    transactionId: order.reference,
    transactionAffiliation: order.brand,
    transactionTotal: pounds(order.total.amount),
    transactionTax: pounds(order.tax.amount),
    currency: 'GBP',
    transactionProducts: order.items.map((item) => ({
      sku: String(item.type === 'membership' ? item.membershipTypeId : item.id),
      name: item.name,
      category: order.orderType,
      price: pounds(item.price.amount),
      quantity: 1,
    })),
  };
}

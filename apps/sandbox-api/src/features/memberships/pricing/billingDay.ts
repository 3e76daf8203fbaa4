import type { PaymentType } from '@leisure/api-contract';
import type { Buyer } from './purchasability.ts';

export const BILLING_DAY_REQUIRED = 'Choose a billing day.';
/** Shown in lists before a billing day is chosen: the most common collection day. */
export const DEFAULT_BILLING_DAY = 1;

/**
 * The billing day that applies: none for a single payment; a user's existing billing day when they have one
 * (all their Direct Debits are collected together); otherwise the one asked for, which may be missing.
 */
export function applicableBillingDay(
  paymentType: PaymentType,
  buyer: Buyer,
  requested: number | null | undefined,
): { billingDay: number | null; missing: boolean } {
  if (paymentType === 'fixed') return { billingDay: null, missing: false };
  if (buyer.kind === 'user' && buyer.billingDay !== null) return { billingDay: buyer.billingDay, missing: false };
  return requested ? { billingDay: requested, missing: false } : { billingDay: null, missing: true };
}

import type { AccountPayment } from '@leisure/api-contract';
import { addWorkingDays } from '../directDebit/index.ts';

/** Bacs reports an unpaid Direct Debit (ARUDD) within this many working days of the collection date. */
export const DIRECT_DEBIT_CLEARING_WORKING_DAYS = 3;

/**
 * What a payment's status is today (docs/decisions/0492-pending-direct-debit-collections.md): a Direct Debit
 * collection recorded as paid is pending until it has cleared, three working days after its date; every other
 * status is as stored.
 */
export function paymentStatusOn(
  payment: { method: AccountPayment['method']; status: AccountPayment['status']; paidOn: string },
  today: string,
): AccountPayment['status'] {
  if (payment.method !== 'direct-debit' || payment.status !== 'paid') return payment.status;
  return today < addWorkingDays(payment.paidOn, DIRECT_DEBIT_CLEARING_WORKING_DAYS) ? 'pending' : 'paid';
}

import { toMoney } from '../../../kernel/money.ts';

/** A Direct Debit collection a change moves: its date, what it usually is and what it will be (pence in). */
export interface CollectionChange {
  date: string;
  usualAmount: number;
  amount: number;
}

/** A collection as the freeze and cancellation quotes show it (docs/decisions/0440, 0441). */
export const collectionView = (payment: CollectionChange) => ({
  date: payment.date,
  usualAmount: toMoney(payment.usualAmount),
  amount: toMoney(payment.amount),
});

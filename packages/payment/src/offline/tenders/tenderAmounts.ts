import type { CartPayment, TenderType } from '@leisure/api-contract/browser';

/** What each tender is called at the desk (docs/product/platform.md §3 Payment, §9 tender types). */
export const TENDER_LABELS: Record<TenderType, string> = {
  cash: 'Cash',
  'offline-voucher': 'Voucher',
  cheque: 'Cheque',
  credit: 'Credit',
};

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount in pounds and pence, for example 5.00.';

/**
 * What was typed in pounds as pence: "5", "5.5", "£5.00", "1,250.00". The currency symbol and thousands commas are
 * allowed; 0 and below are allowed too (they take the tender off, docs/product/platform.md §4). Null when it is not
 * an amount.
 */
export function poundsToPence(typed: string, currencySymbol: string): number | null {
  const cleaned = typed.trim().split(currencySymbol).join('').replace(/,/g, '').trim();
  const match = /^(-)?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned) ?? /^(-)?()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const pence = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -pence : pence;
}

/** The amount the tender's field starts with when nothing is typed: the pounds of `pence`, e.g. "5.00". */
export const penceToPounds = (pence: number) => (pence / 100).toFixed(2);

/** What is due before a tender of this type: the balance plus what that tender already pays (it is replaced). */
export function dueForTender(balance: number, payments: readonly CartPayment[], tenderType: TenderType): number {
  const current = payments.find((payment) => payment.tenderType === tenderType)?.amount ?? 0;
  return balance + current;
}

export interface CashTendered {
  /** The cash payment recorded: what was handed over, up to what is due. */
  payment: number;
  /** What to hand back: whatever was handed over beyond what is due. */
  change: number;
}

/**
 * Cash handed over against what is due (docs/decisions/0620): the payment recorded is at most what is due (the server
 * refuses more), and the rest is change to give.
 */
export function cashTendered(tendered: number, due: number): CashTendered {
  if (tendered <= 0) return { payment: tendered, change: 0 };
  const payment = Math.min(tendered, due);
  return { payment, change: tendered - payment };
}

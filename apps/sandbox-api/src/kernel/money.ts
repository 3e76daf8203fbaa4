// Amounts are pence. Prices include UK VAT at the standard rate.
import type { Money } from '@leisure/api-contract';

export const VAT_RATE_PERCENT = 20;

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 1250 → "£12.50" */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** Pence to the contract's Money: 3999 → { amount: 3999, formatted: "£39.99" }. */
export function toMoney(pence: number): Money {
  return { amount: pence, formatted: formatPence(pence) };
}

/** The VAT inside a VAT-inclusive price: 600 → 100 at 20%. */
export function vatIncluded(pence: number): number {
  return Math.round((pence * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

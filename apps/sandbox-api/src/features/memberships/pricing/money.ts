import type { Money } from '@leisure/api-contract';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pence to `{ amount, formatted }`: 3999 → { amount: 3999, formatted: "£39.99" }. */
export function money(pence: number): Money {
  return { amount: pence, formatted: formatPence(pence) };
}

export const formatPence = (pence: number): string => pounds.format(pence / 100);

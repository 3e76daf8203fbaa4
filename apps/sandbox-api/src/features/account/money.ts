import type { Money } from '@leisure/api-contract';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 4500 → { amount: 4500, formatted: "£45.00" } */
export const moneyFromPence = (pence: number): Money => ({ amount: pence, formatted: pounds.format(pence / 100) });

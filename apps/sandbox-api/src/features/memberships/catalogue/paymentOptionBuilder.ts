import type { PaymentOptionSeed, PriceSeed } from './catalogueTypes.ts';

type OptionExtras = Pick<PaymentOptionSeed, 'monthInHand' | 'promotionsEnabled'>;

/** The monthly Direct Debit way to pay for a membership type. */
export const monthly = (key: string, prices: PriceSeed[], extras: OptionExtras = {}): PaymentOptionSeed => ({
  key,
  name: 'Monthly',
  paymentType: 'recurring',
  ...extras,
  prices,
});

/** A single payment for a number of months, named "12 months, paid in full" unless `name` says otherwise. */
export const paidInFull = (
  key: string,
  months: number,
  prices: PriceSeed[],
  {
    name = `${months} ${months === 1 ? 'month' : 'months'}, paid in full`,
    ...extras
  }: OptionExtras & { name?: string } = {},
): PaymentOptionSeed => ({
  key,
  name,
  paymentType: 'fixed',
  fixedDuration: months,
  fixedPeriod: 'month',
  ...extras,
  prices,
});

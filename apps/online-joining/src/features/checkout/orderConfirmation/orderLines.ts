import type { Order, OrderItem } from '@leisure/api-contract';

export type MembershipLine = Extract<OrderItem, { type: 'membership' }>;

/** A row of the fees card: what it is and what it cost. */
export interface FeeRow {
  label: string;
  value: string;
}

/** The membership the order bought (a joining order has exactly one); null for an order of something else. */
export function membershipLineOf(order: Order): MembershipLine | null {
  return order.items.find((item): item is MembershipLine => item.type === 'membership') ?? null;
}

/**
 * What was paid for, line by line: a membership's fees as priced when paid (the monthly fee of a recurring option
 * is left out: it is collected later by Direct Debit, not part of this total), other items by name.
 */
export function feeRowsOf(order: Order): FeeRow[] {
  return order.items.flatMap((item): FeeRow[] => {
    if (item.type !== 'membership') return [{ label: item.name, value: item.price.formatted }];
    const recurring = item.paymentOption.paymentType === 'recurring';
    return item.fees
      .filter((fee) => !(recurring && fee.type === 'base'))
      .map((fee) => ({
        label: fee.label,
        value: fee.type === 'discount' ? `−${fee.price.formatted.replace(/^[-−]/, '')}` : fee.price.formatted,
      }));
  });
}

/** "Monthly, £39.99 a month by Direct Debit" or "Single payment, 12 months". */
export function paymentOptionText(line: MembershipLine): string {
  const { paymentOption, baseFee } = line;
  if (paymentOption.paymentType === 'recurring') return `Monthly, ${baseFee.formatted} a month by Direct Debit`;
  const count = paymentOption.fixedDuration;
  const period = paymentOption.fixedPeriod;
  if (!count || !period) return 'Single payment';
  return `Single payment, ${count} ${period}${count === 1 ? '' : 's'}`;
}

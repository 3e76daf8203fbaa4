/** The last day of the month a billing day may be (docs/product/joining.md §2: a billing day select of 1–28, 0201). */
const LAST_BILLING_DAY = 28;

/**
 * The billing day joining suggests to someone with none yet (docs/decisions/0023-short-registration-and-billing-day.md):
 * the day after the start date, so the pro-rata part paid today covers a single day and today's payment is the
 * least it can be (decision 0201: the first billing date is the next billing day strictly after the start). A start
 * on the 28th or later suggests the 1st, the next day a billing day can be.
 */
export function suggestedBillingDay(startDate: string): number {
  const day = Number(startDate.slice(8, 10));
  return day >= LAST_BILLING_DAY ? 1 : day + 1;
}

import type { MembershipCosts, OrderItem } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { membershipTypeSummary, type PricedSelection } from '../memberships/index.ts';
import { toMoney } from '../../kernel/money.ts';

type MembershipItem = Extract<OrderItem, { type: 'membership' }>;
type FeeType = MembershipItem['fees'][number]['type'];

const FEE_LABELS: [keyof MembershipCosts['fees'], string, FeeType][] = [
  ['baseFee', 'Membership fee', 'base'],
  ['joiningFee', 'Joining fee', 'joining'],
  ['proRataFee', 'Part month', 'pro-rata'],
  ['monthInHandFee', 'Month in hand', 'month-in-hand'],
  ['discount', 'Promotion discount', 'discount'],
];

/**
 * The membership line's own fields (docs/product/joining.md §3 Order, membership item), stored as the order line's details: the order
 * shows what was bought as it was priced when paid for, whatever the catalogue does later.
 */
export function membershipLineDetails(
  db: Database,
  priced: PricedSelection,
  kind: 'new' | 'change' | 'renewal',
  newDirectDebitMandate: boolean,
): Omit<MembershipItem, 'id' | 'name' | 'description' | 'price' | 'tax' | 'purchasedForUserId' | 'type'> {
  const { venue, type, option, costs } = priced;
  const summary = membershipTypeSummary(db, type);
  const prefix = kind === 'change' ? 'Change to ' : kind === 'renewal' ? 'Renewal of ' : '';
  return {
    friendlyName: `${prefix}${type.name} (${option.name})`,
    membershipTypeId: type.id,
    homeVenue: { id: venue.id, slug: venue.slug, name: venue.name },
    requiresEligibility: type.eligibility?.requiresProof ?? false,
    paymentOption: {
      id: option.id,
      paymentType: option.paymentType,
      name: option.name,
      fixedDuration: option.fixedDuration,
      fixedPeriod: option.fixedPeriod,
    },
    startDate: costs.startDate,
    endDate: costs.endDate,
    categories: summary.categories.map((category) => ({ id: category.id, name: category.name })),
    baseFee: toMoney(costs.fees.baseFee.amount),
    // Only the fees that apply; the base fee of a monthly option is collected by Direct Debit, shown for reference.
    fees: FEE_LABELS.filter(([key]) => costs.fees[key].amount !== 0).map(([key, label, feeType]) => ({
      label,
      price: toMoney(costs.fees[key].amount),
      type: feeType,
    })),
    firstCollectionDate: costs.schedule.then?.from ?? null,
    newDirectDebitMandate,
  };
}

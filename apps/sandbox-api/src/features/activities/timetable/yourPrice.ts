import type { YourPrice } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { toMoney } from '../../../kernel/money.ts';
import { eligibilityFor } from '../eligibility/bookingEligibility.ts';
import type { Person } from '../eligibility/people.ts';
import { coveringEntitlement, usesLeft } from '../entitlements/entitlementUses.ts';
import type { PricingOptionRow } from './pricingOptions.ts';
import type { SessionRow } from './sessionRows.ts';

/**
 * What the person would pay for a place on the session, worked out with the basket's own rules
 * (cart/addToCart.ts): the prices they are eligible for (eligibilityFor); a members-only £0 price is included; of the
 * others the cheapest, which a benefit or package covering the session makes £0 (coveringEntitlement, benefits
 * before packages). Null when no price is open to them: the session page says why for each price.
 */
export function yourPriceFor(
  db: Database,
  person: Person,
  session: SessionRow,
  options: PricingOptionRow[],
  nowIso: string,
): YourPrice | null {
  const open = options
    .filter((option) => eligibilityFor(db, person, session, option).canBook)
    .sort((a, b) => a.price - b.price || b.members_only - a.members_only || a.sort_order - b.sort_order);
  const option = open[0];
  if (!option) return null;
  const base = { pricingOptionId: option.id, pricingOptionName: option.name };
  if (option.price === 0) {
    const included = option.members_only === 1;
    return {
      ...base,
      kind: included ? 'included' : 'casual',
      label: included ? 'Included in your membership' : 'Free',
      amount: toMoney(0),
      entitlement: null,
    };
  }
  const entitlement = coveringEntitlement(db, person.id, session, nowIso);
  if (entitlement) {
    return {
      ...base,
      kind: entitlement.kind === 'benefit' ? 'included' : 'package',
      label: entitlement.kind === 'benefit' ? 'Included in your membership' : `Uses 1 of your ${entitlement.name}`,
      amount: toMoney(0),
      // Its uses left now, which quick book's dialog names before the booking (docs/decisions/0018).
      entitlement: {
        id: entitlement.id,
        name: entitlement.name,
        usesLeft: usesLeft(db, entitlement, session.local_date, nowIso),
      },
    };
  }
  const amount = toMoney(option.price);
  return option.members_only === 1
    ? { ...base, kind: 'member', label: `Member price ${amount.formatted}`, amount, entitlement: null }
    : { ...base, kind: 'casual', label: amount.formatted, amount, entitlement: null };
}

import type { ActivityPricingOption, SessionSummary } from '@leisure/api-contract/browser';

/**
 * The price an Add to basket uses: the person's own (yourPrice, what the basket will charge them); for a visitor,
 * whose choice is added once they log in (docs/product/bookings.md D21), the cheapest price open to non-members.
 * Undefined when there is none to offer (members only, or no price open to this person): the session's details
 * say why.
 */
export function pricingOptionToAdd(
  session: Pick<SessionSummary, 'yourPrice'>,
  loggedIn: boolean,
  options: readonly Pick<ActivityPricingOption, 'id' | 'price' | 'membersOnly'>[] | undefined,
): number | undefined {
  if (loggedIn) return session.yourPrice?.pricingOptionId;
  const open = (options ?? []).filter((option) => !option.membersOnly);
  return open.reduce<(typeof open)[number] | undefined>(
    (cheapest, option) => (cheapest && cheapest.price.amount <= option.price.amount ? cheapest : option),
    undefined,
  )?.id;
}

import type { YourPrice } from '@leisure/api-contract/browser';

/**
 * Whether "Book now" books the place at once (docs/decisions/0018-one-tap-booking.md): the person's price is
 * included in their membership or uses one of their passes, so there is nothing to pay and nothing to agree.
 */
export const bookableNow = (price: YourPrice | null | undefined): price is YourPrice =>
  price?.kind === 'included' || price?.kind === 'package';

/** ": 4 left now, 3 after this booking" for a pass or benefit with a limit; nothing when unlimited. */
function usesLeftText(usesLeft: number | null): string {
  if (usesLeft === null) return '';
  return `: ${usesLeft} left now, ${usesLeft - 1} after this booking`;
}

/**
 * What quick book's dialog says the place uses before it is booked: "Uses 1 of your Junior Swim 5-Pass: 4 left now,
 * 3 after this booking", "Uses 1 of Ellie Hughes's …" for someone else, "Included in your membership".
 */
export function coverText(price: YourPrice, who: string | null): string {
  const entitlement = price.entitlement;
  if (price.kind === 'package' && entitlement) {
    const whose = who ? `${who}\u2019s` : 'your';
    return `Uses 1 of ${whose} ${entitlement.name}${usesLeftText(entitlement.usesLeft)}`;
  }
  const membership = who ? `${who}\u2019s membership` : 'your membership';
  if (entitlement && entitlement.usesLeft !== null) {
    return `Included in ${membership} (${entitlement.name})${usesLeftText(entitlement.usesLeft)}`;
  }
  return `Included in ${membership}`;
}

import { useState } from 'react';
import type { Cart } from '@leisure/api-contract/browser';

export type AttendeeWaiver = Cart['attendeeWaiversRequired'][number];

const keyOf = (waiver: AttendeeWaiver) => `${waiver.attendee.id}:${waiver.waiver.id}`;

/**
 * The waivers the basket's attendees must agree to (docs/product/platform.md §7: sent with authorise and complete).
 * Until @leisure/basket exposes the ones the basket page accepted, they are agreed here, on checkout (decision 0350);
 * the order cannot go without them.
 */
export function useCheckoutWaivers(cart: Cart) {
  const required = cart.attendeeWaiversRequired;
  const [agreed, setAgreed] = useState<string[]>([]);
  const accepted = required.filter((waiver) => agreed.includes(keyOf(waiver)));
  return {
    required,
    isAgreed: (waiver: AttendeeWaiver) => agreed.includes(keyOf(waiver)),
    change: (waiver: AttendeeWaiver, yes: boolean) =>
      setAgreed((current) => (yes ? [...current, keyOf(waiver)] : current.filter((key) => key !== keyOf(waiver)))),
    outstanding: accepted.length < required.length,
    completedWaivers: accepted.map((waiver) => ({ userId: waiver.attendee.id, waiverId: waiver.waiver.id })),
  };
}

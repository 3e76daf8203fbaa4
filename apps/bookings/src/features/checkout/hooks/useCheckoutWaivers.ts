import { useState } from 'react';
import type { Cart } from '@leisure/api-contract/browser';
import { useAppSelector } from '@leisure/app-store';
import { selectAcceptedWaivers } from '@leisure/basket';

export type AttendeeWaiver = Cart['attendeeWaiversRequired'][number];

const keyOf = (waiver: { userId: number; waiverId: number }) => `${waiver.userId}:${waiver.waiverId}`;
const keyOfRequired = (waiver: AttendeeWaiver) => keyOf({ userId: waiver.attendee.id, waiverId: waiver.waiver.id });

/**
 * The waivers the basket's attendees must agree to (docs/product/platform.md §7: sent with authorise and complete):
 * those accepted on the basket page (@leisure/basket), and any still to agree, which checkout asks for itself
 * (a customer who came straight here; decision 0350). The order cannot go without them.
 */
export function useCheckoutWaivers(cart: Cart) {
  const fromBasket = useAppSelector(selectAcceptedWaivers);
  const [agreedHere, setAgreedHere] = useState<string[]>([]);
  const acceptedOnBasket = new Set(fromBasket.map(keyOf));
  const required = cart.attendeeWaiversRequired;
  const isAgreed = (waiver: AttendeeWaiver) =>
    acceptedOnBasket.has(keyOfRequired(waiver)) || agreedHere.includes(keyOfRequired(waiver));
  const accepted = required.filter(isAgreed);
  return {
    /** The waivers checkout asks for: those the basket page has not had accepted. */
    toAgree: required.filter((waiver) => !acceptedOnBasket.has(keyOfRequired(waiver))),
    isAgreed,
    change: (waiver: AttendeeWaiver, yes: boolean) =>
      setAgreedHere((current) =>
        yes ? [...current, keyOfRequired(waiver)] : current.filter((key) => key !== keyOfRequired(waiver)),
      ),
    outstanding: accepted.length < required.length,
    completedWaivers: accepted.map((waiver) => ({ userId: waiver.attendee.id, waiverId: waiver.waiver.id })),
  };
}

import { useState } from 'react';
import type { CheckoutTerm } from '@leisure/api-contract/browser';
import { useListCheckoutTermsQuery } from '@leisure/api-client/endpoints/checkoutTermsApi';

const noTerms: CheckoutTerm[] = [];

/**
 * The checkout terms (GET /terms, with `cart_id` for a joining cart, whose membership adds its own; a bookings basket
 * has none of its own) and which are accepted. While a required one is not, the primary button reads Continue and
 * opens the next one to read (docs/product/joining.md D14, the same on bookings: D24); agreeing at its end accepts it.
 */
export function useCheckoutTerms(cartId?: number) {
  const {
    data: list = noTerms,
    isSuccess,
    isError,
  } = useListCheckoutTermsQuery({
    query: cartId === undefined ? {} : { cartId },
  });
  const [accepted, setAccepted] = useState<number[]>([]);
  const [readingId, setReadingId] = useState<number | null>(null);
  const outstandingTerms = list.filter((term) => term.required && !accepted.includes(term.id));

  function change(termId: number, agreed: boolean) {
    setAccepted((current) =>
      agreed ? [...current.filter((id) => id !== termId), termId] : current.filter((id) => id !== termId),
    );
  }

  return {
    /** Known: until then nobody can tell whether the button pays or asks for terms first. */
    ready: isSuccess,
    failed: isError,
    list,
    accepted,
    change,
    outstanding: outstandingTerms.length > 0,
    reading: list.find((term) => term.id === readingId) ?? null,
    readNext: () => setReadingId(outstandingTerms[0]?.id ?? null),
    stopReading: () => setReadingId(null),
  };
}

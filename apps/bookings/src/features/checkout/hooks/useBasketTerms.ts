import { useState } from 'react';
import type { CheckoutTerm } from '@leisure/api-contract/browser';
import { useListCheckoutTermsQuery } from '@leisure/api-client/endpoints/checkoutTermsApi';

const noTerms: CheckoutTerm[] = [];

/** The checkout terms (GET /terms: the basket has no membership terms of its own) and which are accepted. */
export function useBasketTerms() {
  const { data: list = noTerms, isSuccess, isError } = useListCheckoutTermsQuery({ query: {} });
  const [accepted, setAccepted] = useState<number[]>([]);
  return {
    ready: isSuccess,
    failed: isError,
    list,
    accepted,
    change: (termId: number, agreed: boolean) =>
      setAccepted((current) => (agreed ? [...current, termId] : current.filter((id) => id !== termId))),
    outstanding: list.some((term) => term.required && !accepted.includes(term.id)),
  };
}

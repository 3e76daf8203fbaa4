import type { CheckoutTerm } from '@leisure/api-contract/browser';
import { TermsCheckbox } from '@leisure/form-kit';
import { CheckoutAgreements } from './checkoutStyles.ts';

export interface CheckoutTermsProps {
  terms: readonly CheckoutTerm[];
  accepted: readonly number[];
  onChange: (termId: number, accepted: boolean) => void;
  /** A payment is under way: what was agreed for it cannot be taken back halfway (decision 0505). */
  locked?: boolean;
}

/** The id of a term's checkbox. */
export const checkoutTermId = (term: CheckoutTerm) => `checkout-term-${term.id}`;

/**
 * The terms agreed at checkout (docs/product/joining.md §2 "terms agreement"): each opens its text, read to the end, to
 * agree. Optional ones (the privacy notice) are to read and never hold a payment back.
 */
export function CheckoutTerms({ terms, accepted, onChange, locked = false }: CheckoutTermsProps) {
  if (terms.length === 0) return null;
  return (
    <CheckoutAgreements disabled={locked}>
      <legend>Terms and conditions</legend>
      {terms.map((term) => (
        <TermsCheckbox
          key={term.id}
          id={checkoutTermId(term)}
          term={term}
          required={term.required}
          checked={accepted.includes(term.id)}
          onChange={(checked) => onChange(term.id, checked)}
          label={term.required ? 'I agree to the' : 'I have read the'}
        />
      ))}
    </CheckoutAgreements>
  );
}

import styled from 'styled-components';
import type { CheckoutTerm } from '@leisure/api-contract';
import { TermsCheckbox } from '../../terms/index.ts';

const Fieldset = styled.fieldset`
  /* Each checkbox field keeps its own space below; a gap as well would double it. */
  margin: ${({ theme }) => theme.spacing.l} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.s};
    font-weight: bold;
  }
`;

export interface CheckoutTermsProps {
  terms: CheckoutTerm[];
  accepted: readonly number[];
  onChange: (termId: number, accepted: boolean) => void;
  /** A payment is under way: what was agreed for it cannot be taken back halfway. */
  locked?: boolean;
}

/** The terms agreed at checkout (docs/product/joining.md §2 "terms agreement"): each opens its text, read to the end, to agree. */
export function CheckoutTerms({ terms, accepted, onChange, locked = false }: CheckoutTermsProps) {
  if (terms.length === 0) return null;
  return (
    <Fieldset disabled={locked}>
      <legend>Terms and conditions</legend>
      {terms.map((term) => (
        <TermsCheckbox
          key={term.id}
          id={`checkout-term-${term.id}`}
          term={term}
          required={term.required}
          checked={accepted.includes(term.id)}
          onChange={(checked) => onChange(term.id, checked)}
          label={term.required ? 'I agree to the' : 'I have read the'}
        />
      ))}
    </Fieldset>
  );
}

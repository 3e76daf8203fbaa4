import type { Ref } from 'react';
import type { CheckoutTerm } from '@leisure/api-contract/browser';
import { CheckboxField, SafeHtml } from '@leisure/ui';
import { CheckoutAgreements } from './checkoutStyles.ts';

/** The id of the desk's agreement checkbox, which the Complete order and Continue explanations lead to. */
export const DESK_AGREEMENT_ID = 'desk-agreement';

/** What pressing Complete order (or Continue) says while the agreement is not recorded (decision 0025). */
export const deskAgreementMissing = (terms: readonly CheckoutTerm[]): string => {
  const titles = terms.filter((term) => term.required).map((term) => term.title);
  return `Ask the customer to agree to the ${titles.join(' and ')}, then tick "The customer agreed at the desk".`;
};

export interface DeskAgreementProps {
  terms: readonly CheckoutTerm[];
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  /** Shown by the checkbox once Complete order or Continue was pressed without it. */
  error: string | null;
  locked: boolean;
  checkboxRef: Ref<HTMLInputElement>;
}

/**
 * The checkout terms at the desk (issue 23, docs/decisions/0025): staff never tick the customer's boxes ("I agree to
 * the Terms of sale", "I have read the Privacy notice") for them. Each term's text is there to show the customer, and
 * one control is staff's own: "The customer agreed at the desk", sent as `agreedAtDesk` and recorded under the staff
 * member's name. The privacy notice is offered, never ticked.
 */
export function DeskAgreement({ terms, agreed, onChange, error, locked, checkboxRef }: DeskAgreementProps) {
  if (terms.length === 0) return null;
  const required = terms.filter((term) => term.required);
  return (
    <CheckoutAgreements disabled={locked}>
      <legend>Terms and conditions</legend>
      {terms.map((term) => (
        <details key={term.id}>
          <summary>
            {term.title}
            {term.required ? '' : ' (to offer the customer)'}
          </summary>
          <SafeHtml html={term.html} />
        </details>
      ))}
      {required.length > 0 && (
        <CheckboxField
          ref={checkboxRef}
          id={DESK_AGREEMENT_ID}
          label="The customer agreed at the desk"
          hint={`Tick this once the customer has agreed to the ${required.map((term) => term.title).join(' and ')} in front of you. It is recorded as your action, under your name; nothing is ticked for the customer.`}
          required
          checked={agreed}
          error={error ?? undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </CheckoutAgreements>
  );
}

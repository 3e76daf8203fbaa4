import type { CheckoutTerm } from '@leisure/api-contract/browser';
import { CheckboxField, SafeHtml } from '@leisure/ui';
import type { AttendeeWaiver } from '../hooks/useCheckoutWaivers.ts';
import { Agreements } from './checkoutStyles.ts';

export const termId = (term: CheckoutTerm) => `checkout-term-${term.id}`;
export const waiverId = (waiver: AttendeeWaiver) => `checkout-waiver-${waiver.attendee.id}-${waiver.waiver.id}`;

export interface BasketAgreementsProps {
  terms: CheckoutTerm[];
  acceptedTerms: number[];
  onTermChange: (termId: number, agreed: boolean) => void;
  waivers: AttendeeWaiver[];
  isWaiverAgreed: (waiver: AttendeeWaiver) => boolean;
  onWaiverChange: (waiver: AttendeeWaiver, agreed: boolean) => void;
  /** From the press of Pay until the payment fails or the order is placed (decision 0505). */
  locked: boolean;
}

/**
 * The checkout terms and the attendees' waivers, each a checkbox with its text to read beside it (decision 0350:
 * on the page rather than in a modal, so the order summary stays one column of plain controls).
 */
export function BasketAgreements({
  terms,
  acceptedTerms,
  onTermChange,
  waivers,
  isWaiverAgreed,
  onWaiverChange,
  locked,
}: BasketAgreementsProps) {
  return (
    <>
      {waivers.length > 0 && (
        <Agreements disabled={locked}>
          <legend>Waivers</legend>
          {waivers.map((waiver) => (
            <div key={waiverId(waiver)}>
              <CheckboxField
                id={waiverId(waiver)}
                label={`${waiver.attendee.name} agrees to the ${waiver.waiver.title.toLowerCase()}`}
                hint={`Needed for ${waiver.activityNames.join(', ')}`}
                required
                checked={isWaiverAgreed(waiver)}
                onChange={(event) => onWaiverChange(waiver, event.target.checked)}
              />
              <details>
                <summary>Read the {waiver.waiver.title.toLowerCase()}</summary>
                <SafeHtml html={waiver.waiver.html} />
              </details>
            </div>
          ))}
        </Agreements>
      )}
      {terms.length > 0 && (
        <Agreements disabled={locked}>
          <legend>Terms and conditions</legend>
          {terms.map((term) => (
            <div key={term.id}>
              <CheckboxField
                id={termId(term)}
                label={`${term.required ? 'I agree to the' : 'I have read the'} ${term.title}`}
                required={term.required}
                checked={acceptedTerms.includes(term.id)}
                onChange={(event) => onTermChange(term.id, event.target.checked)}
              />
              <details>
                <summary>Read the {term.title}</summary>
                <SafeHtml html={term.html} />
              </details>
            </div>
          ))}
        </Agreements>
      )}
    </>
  );
}

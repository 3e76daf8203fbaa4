import { CheckboxField, SafeHtml } from '@leisure/ui';
import { CheckoutAgreements } from '@leisure/payment/checkout';
import type { AttendeeWaiver } from '../hooks/useCheckoutWaivers.ts';

export const waiverId = (waiver: AttendeeWaiver) => `checkout-waiver-${waiver.attendee.id}-${waiver.waiver.id}`;

export interface BasketWaiversProps {
  waivers: AttendeeWaiver[];
  isAgreed: (waiver: AttendeeWaiver) => boolean;
  onChange: (waiver: AttendeeWaiver, agreed: boolean) => void;
  /** From the press of Pay until the payment fails or the order is placed (decision 0505). */
  locked: boolean;
}

/**
 * The attendees' waivers still to agree (decision 0350), each a checkbox with its text to read beside it, in the
 * checkout's order summary before the checkout terms (which the shared checkout shows: decision 0012).
 */
export function BasketWaivers({ waivers, isAgreed, onChange, locked }: BasketWaiversProps) {
  if (waivers.length === 0) return null;
  return (
    <CheckoutAgreements disabled={locked}>
      <legend>Waivers</legend>
      {waivers.map((waiver) => (
        <div key={waiverId(waiver)}>
          <CheckboxField
            id={waiverId(waiver)}
            label={`${waiver.attendee.name} agrees to the ${waiver.waiver.title.toLowerCase()}`}
            hint={`Needed for ${waiver.activityNames.join(', ')}`}
            required
            checked={isAgreed(waiver)}
            onChange={(event) => onChange(waiver, event.target.checked)}
          />
          <details>
            <summary>Read the {waiver.waiver.title.toLowerCase()}</summary>
            <SafeHtml html={waiver.waiver.html} />
          </details>
        </div>
      ))}
    </CheckoutAgreements>
  );
}

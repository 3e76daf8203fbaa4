import { formatMoney } from '../money/formatMoney.ts';

export interface PayButtonInput {
  /** Minor units due now. */
  amountDue: number;
  /** The card form (or saved-card form) reports itself valid. */
  formValid: boolean;
  /** A prepare is under way (no session key to pay with yet). */
  preparing: boolean;
  /** A payment is being authorised or completed. */
  inProgress: boolean;
  /** Checkout terms exist and are not all accepted. */
  termsOutstanding: boolean;
  currencySymbol?: string;
  /** The free order's label (default "Confirm order"; bookings says "Confirm booking"). */
  confirmLabel?: string;
}

export interface PayButtonState {
  label: string;
  /** What pressing it does: open the terms modal first (docs/product/joining.md D14), pay by card, or confirm a free order. */
  action: 'openTerms' | 'pay' | 'confirm';
  /** Shown as aria-disabled (docs/product/joining.md D12): pressing it shows the form's messages instead of paying. */
  disabled: boolean;
  busy: boolean;
}

/**
 * docs/product/joining.md §2, §5 and D12, D14: "Pay {amount} now", or "Confirm order" when nothing is due, or "Continue"
 * while terms wait to be accepted. Disabled while an amount is due and the form is invalid, or while preparing;
 * busy while the payment is in progress (a press then takes nothing: the thunks refuse a second payment).
 */
export function payButtonState({
  amountDue,
  formValid,
  preparing,
  inProgress,
  termsOutstanding,
  currencySymbol,
  confirmLabel = 'Confirm order',
}: PayButtonInput): PayButtonState {
  const due = amountDue > 0;
  const disabled = due && (!formValid || preparing);
  if (termsOutstanding) return { label: 'Continue', action: 'openTerms', disabled, busy: inProgress };
  if (!due) return { label: confirmLabel, action: 'confirm', disabled, busy: inProgress };
  return { label: `Pay ${formatMoney(amountDue, currencySymbol)} now`, action: 'pay', disabled, busy: inProgress };
}

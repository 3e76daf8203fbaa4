import { payButtonState } from '../online/payButton.ts';
import { Button } from '@leisure/ui';

export interface PayButtonProps {
  /** Minor units due now. */
  amountDue: number;
  /** The form the button submits when it pays (it sits in the summary, outside the form). */
  formId: string;
  formValid: boolean;
  preparing: boolean;
  busy: boolean;
  termsOutstanding: boolean;
  onReadTerms: () => void;
  onShowErrors: () => void;
  onConfirmFreeOrder: () => Promise<void>;
}

/**
 * The checkout's primary button (docs/product/joining.md §2, §5, D12, D14), the same on both front ends (decision
 * 0012): Continue while terms wait, "Pay {amount} now" submitting the card form, or "Confirm order" when nothing is
 * due. Disabled, it stays focusable and shows the form's messages when pressed; busy, it ignores presses.
 */
export function PayButton({
  amountDue,
  formId,
  formValid,
  preparing,
  busy,
  termsOutstanding,
  onReadTerms,
  onShowErrors,
  onConfirmFreeOrder,
}: PayButtonProps) {
  const state = payButtonState({ amountDue, formValid, preparing, inProgress: busy, termsOutstanding });
  const common = {
    fullWidth: true,
    size: 'large' as const,
    busy: state.busy,
    disabledFocusable: state.disabled,
    onActivateWhileDisabled: onShowErrors,
  };
  if (state.action === 'openTerms') {
    return (
      <Button {...common} disabledFocusable={false} aria-haspopup="dialog" onClick={onReadTerms}>
        {state.label}
      </Button>
    );
  }
  if (state.action === 'confirm') {
    return (
      <Button {...common} onClick={onConfirmFreeOrder}>
        {state.label}
      </Button>
    );
  }
  return (
    <Button {...common} type="submit" form={formId}>
      {state.label}
    </Button>
  );
}

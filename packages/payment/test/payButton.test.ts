import { describe, expect, it } from 'vitest';
import { payButtonState } from '../src/index.ts';

const ready = { amountDue: 1550, formValid: true, preparing: false, inProgress: false, termsOutstanding: false };

describe('payButtonState', () => {
  it('reads Pay {amount} now when something is due', () => {
    expect(payButtonState(ready)).toEqual({ label: 'Pay £15.50 now', action: 'pay', disabled: false, busy: false });
  });

  it('reads Confirm order when nothing is due, whatever the card form says', () => {
    expect(payButtonState({ ...ready, amountDue: 0, formValid: false, preparing: true })).toMatchObject({
      label: 'Confirm order',
      action: 'confirm',
      disabled: false,
    });
  });

  it("reads the page's own free-order label when it has one (bookings: Confirm booking)", () => {
    expect(payButtonState({ ...ready, amountDue: 0, confirmLabel: 'Confirm booking' })).toMatchObject({
      label: 'Confirm booking',
      action: 'confirm',
    });
  });

  it('reads Continue and opens the terms first while terms are outstanding', () => {
    expect(payButtonState({ ...ready, termsOutstanding: true })).toMatchObject({
      label: 'Continue',
      action: 'openTerms',
    });
  });

  it('is disabled while an amount is due and the form is invalid, or a payment is preparing', () => {
    expect(payButtonState({ ...ready, formValid: false }).disabled).toBe(true);
    expect(payButtonState({ ...ready, preparing: true }).disabled).toBe(true);
  });

  it('is busy while the payment is in progress', () => {
    expect(payButtonState({ ...ready, inProgress: true }).busy).toBe(true);
  });
});

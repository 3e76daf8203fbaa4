import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Agrees to the checkout's required terms the way a customer does on either front end (decision 0012,
 * docs/product/joining.md D14): Continue opens each in turn, and I Agree at its end ticks it. jsdom lays nothing out,
 * so the text "fits" and I Agree is enabled at once (docs/product/joining.md §4: no scroll needed). Bookings' basket
 * has the Terms of sale; a monthly joining cart adds the Monthly membership agreement.
 */
export async function agreeToCheckoutTerms(user: UserEvent, titles: readonly string[] = ['Terms of sale']) {
  for (const title of titles) {
    await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
  }
}

/** Opayo's test Visa debit (README "Card checkout"): authorised without a bank check for SUCCESSFUL. */
export const TEST_CARD = '4462000000000003';

/**
 * Types a card into the checkout's card form (a customer with a saved card is offered it first: this chooses "A
 * different card"). The cardholder name steers the sandbox's provider: SUCCESSFUL pays, CHALLENGE asks the bank.
 */
export async function fillCardForm(
  user: UserEvent,
  { cardholderName = 'SUCCESSFUL', cardNumber = TEST_CARD }: { cardholderName?: string; cardNumber?: string } = {},
) {
  const differentCard = screen.queryByRole('radio', { name: 'A different card' });
  if (differentCard) await user.click(differentCard);
  const form = screen.getByRole('form', { name: 'Card details' });
  await user.type(within(form).getByLabelText(/Cardholder name/), cardholderName);
  await user.type(within(form).getByLabelText(/Card number/), cardNumber);
  await user.type(within(form).getByLabelText(/Expiry date/), '12/30');
  await user.type(within(form).getByLabelText(/Security code/), '123');
}

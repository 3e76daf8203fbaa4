import { describe, expect, it } from 'vitest';
import { payByCard, payBySavedCard, preparePayment, selectOnlinePayment } from '../src/index.ts';
import { answerAuthorise, answerComplete, answerPrepare, savedCardOnTheWire } from './support/checkoutAnswers.ts';
import { deadKey, fakeProvider, tokenised } from './support/fakeProvider.ts';
import { server } from './support/mswServer.ts';
import { cardValues, context, savedCardBilling as billing } from './support/paymentRequests.ts';
import { createPaymentTestStore } from './support/paymentTestStore.ts';

// Card data goes from the form to the provider only (docs/product/platform.md §3): never into a Redux action, where
// middleware, devtools and error reporters see it, nor into the state.
const cardNumber = '4929 8765 4321 0987';
const securityCode = '7391';
const expiryDate = '11/33';
const card = { ...cardValues, cardholderName: 'Ann Smith', cardNumber, expiryDate, securityCode };

/** Everything the store saw: each action that reached it and the state after each, as one string. */
function seenByTheStore(actions: unknown[], states: unknown[]): string {
  return JSON.stringify({ actions, states });
}

function expectNoCardData(seen: string) {
  expect(seen).not.toContain(cardNumber);
  expect(seen).not.toContain(cardNumber.replace(/\s/g, ''));
  // Short values only as whole JSON strings: timestamps and request ids may hold the same digits by chance.
  expect(seen).not.toContain(JSON.stringify(securityCode));
  expect(seen).not.toContain(JSON.stringify(expiryDate));
  expect(seen).not.toContain(JSON.stringify(expiryDate.replace('/', '')));
}

describe('card data never enters an action or the state', () => {
  it('a whole card payment: prepare, tokenise (after a dead key), authorise, complete', async () => {
    server.use(answerPrepare(), answerAuthorise('authorised'), answerComplete());
    const { store, actions, states } = createPaymentTestStore();
    await store.dispatch(preparePayment({ source: 'bookings' }));
    const { provider, tokenise } = fakeProvider(deadKey, tokenised);

    const result = await store.dispatch(payByCard({ provider, card, ...context }));
    expect(result).toEqual({ kind: 'paid', orderId: 42 });

    // The provider did get the card, so the test's values are what a leak would show.
    expect(tokenise.mock.calls[1]?.[0].cardDetails).toMatchObject({ cardNumber: '4929876543210987', securityCode });
    expect(selectOnlinePayment(store.getState())).toMatchObject({ phase: 'paid', orderId: 42 });
    expectNoCardData(seenByTheStore(actions, states));
  });

  it('a card the provider refuses', async () => {
    server.use(answerPrepare());
    const { store, actions, states } = createPaymentTestStore();
    await store.dispatch(preparePayment({ source: 'bookings' }));
    const { provider } = fakeProvider({
      status: 422,
      errors: [{ field: 'securityCode', message: 'Please enter a valid security code' }],
    });
    await store.dispatch(payByCard({ provider, card, ...context }));
    expectNoCardData(seenByTheStore(actions, states));
  });

  it("a saved card's security code, given to the provider", async () => {
    server.use(answerPrepare(undefined, savedCardOnTheWire), answerAuthorise('authorised'), answerComplete());
    const { store, actions, states } = createPaymentTestStore();
    await store.dispatch(preparePayment({ source: 'bookings' }));
    const { provider, activateSavedCard } = fakeProvider();
    await store.dispatch(payBySavedCard({ provider, securityCode, billing, ...context }));

    expect(activateSavedCard).toHaveBeenCalledWith(expect.objectContaining({ securityCode }));
    expectNoCardData(seenByTheStore(actions, states));
  });
});

import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { selectToasts } from '@leisure/app-store';
import {
  MAX_PREPARES,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_UNCONFIRMED_MESSAGE,
  payByCard,
  payBySavedCard,
  preparePayment,
  selectOnlinePayment,
  settleWithBank,
  submitFreeOrder,
  type PaymentState,
} from '../src/index.ts';
import { useFrontOfHousePayment } from '../src/offline/tenders/index.ts';
import {
  answerAuthorise,
  answerComplete,
  answerPrepare,
  answerWith,
  savedCardOnTheWire,
} from './support/checkoutAnswers.ts';
import { deadKey, fakeProvider, providerOrigin, providerScriptUrl, tokenised } from './support/fakeProvider.ts';
import { server } from './support/mswServer.ts';
import {
  authoriseRequest,
  cardValues as card,
  completeRequest,
  context,
  savedCardBilling as billing,
} from './support/paymentRequests.ts';
import { apiBaseUrl, createPaymentTestStore } from './support/paymentTestStore.ts';

// The card payment's flow (decision 0011) against the API's answers (MSW) and a stand-in provider: each press, what
// goes on the wire, and where the state machine ends up.

type TestStore = ReturnType<typeof createPaymentTestStore>['store'];

const paymentOf = (store: TestStore) => selectOnlinePayment(store.getState());
const phasesSeen = (states: unknown[]) =>
  states.map((state) => selectOnlinePayment(state as { onlinePayment?: PaymentState }));

async function preparedStore(savedCard: typeof savedCardOnTheWire | null = null) {
  const prepares = { calls: 0 };
  server.use(answerPrepare(prepares, savedCard));
  const test = createPaymentTestStore();
  await test.store.dispatch(preparePayment({ source: 'bookings' }));
  return { ...test, prepares };
}

/** A failed payment prepares the next one at once: its answer is awaited before the test ends. */
const newSessionReady = (store: TestStore, sessionKey: string) =>
  vi.waitFor(() => expect(paymentOf(store)).toMatchObject({ phase: 'ready', prepares: 1, sessionKey }));

describe('prepare', () => {
  it("stores the sandbox provider's session, script, origin and saved card", async () => {
    const { store } = await preparedStore();
    expect(paymentOf(store)).toMatchObject({
      phase: 'ready',
      sessionKey: 'KEY-1',
      prepares: 1,
      provider: {
        paymentProvider: 'sandbox-pi',
        mode: 'test',
        url: providerScriptUrl,
        providerOrigin,
        savedCard: null,
      },
    });
  });

  it("keeps the server's message when prepare fails, and says it in a toast", async () => {
    server.use(answerWith('get', '/checkout/prepare', 422, { message: 'Nothing is due.', errors: {} }));
    const { store } = createPaymentTestStore();
    await store.dispatch(preparePayment({ source: 'bookings' }));
    expect(paymentOf(store)).toMatchObject({ phase: 'unavailable', message: 'Nothing is due.' });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ content: 'Nothing is due.', type: 'danger' }),
    ]);
  });
});

describe('a prepare refused with 401', () => {
  it(`is quiet while prepares are left, and says why on the ${MAX_PREPARES}th`, async () => {
    const toastsBefore: number[] = [];
    const { store, states } = createPaymentTestStore();
    server.use(
      http.get(`${apiBaseUrl}/checkout/prepare`, () => {
        // The toasts shown before this prepare was answered.
        toastsBefore.push(selectToasts(store.getState()).length);
        return HttpResponse.json({ message: 'Your session has expired.', errors: {} }, { status: 401 });
      }),
    );
    await store.dispatch(preparePayment({ source: 'bookings' }));
    expect(toastsBefore).toEqual(Array(MAX_PREPARES).fill(0));
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ content: 'Your session has expired.' })]);
    const counted = phasesSeen(states).flatMap((state) => (state.phase === 'preparing' ? [state.prepares] : []));
    expect([...new Set(counted)]).toEqual([1, 2, 3, 4, 5]);
    expect(paymentOf(store)).toMatchObject({ phase: 'unavailable' });
  });
});

describe('tokenising with a fresh session key', () => {
  it('prepares again after the provider refuses the key and tries the card with the new key', async () => {
    const { store, prepares } = await preparedStore();
    const authorised: unknown[] = [];
    server.use(answerAuthorise('authorised', authorised), answerComplete());
    const { provider, tokenise } = fakeProvider(deadKey, tokenised);
    const result = await store.dispatch(payByCard({ provider, card, ...context }));
    expect(result).toEqual({ kind: 'paid', orderId: 42 });
    expect(tokenise.mock.calls.map(([request]) => request.sessionKey)).toEqual(['KEY-1', 'KEY-2']);
    expect(prepares.calls).toBe(2);
    // Authorised with the identifier the provider answered, on the new key.
    expect(authorised).toEqual([expect.objectContaining({ session_key: 'KEY-2', card_identifier: 'CARD-ID-1' })]);
  });

  it(`gives up after ${MAX_PREPARES} prepares in all`, async () => {
    const { store, prepares } = await preparedStore();
    const { provider, tokenise } = fakeProvider(...Array.from({ length: 10 }, () => deadKey));
    const result = await store.dispatch(payByCard({ provider, card, ...context }));
    expect(result).toEqual({ kind: 'unavailable', message: 'The session key has expired.' });
    expect(prepares.calls).toBe(MAX_PREPARES);
    expect(tokenise).toHaveBeenCalledTimes(MAX_PREPARES);
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ content: 'The session key has expired.', type: 'danger' }),
    ]);
  });

  it("hands the provider's field errors back for the card form", async () => {
    const { store } = await preparedStore();
    const { provider } = fakeProvider({
      status: 422,
      errors: [{ field: 'expiryDate', message: 'Please enter a valid expiry date' }],
    });
    const result = await store.dispatch(payByCard({ provider, card, ...context }));
    const refusal = {
      message: 'Please enter a valid expiry date',
      fieldErrors: { expiryDate: 'Please enter a valid expiry date' },
    };
    expect(result).toEqual({ kind: 'cardRefused', refusal });
    // The same session pays the corrected card.
    expect(paymentOf(store)).toMatchObject({ phase: 'ready', sessionKey: 'KEY-1', refusal });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ content: 'Please enter a valid expiry date', type: 'danger' }),
    ]);
  });
});

describe("activating a saved card's security code", () => {
  it('gives the code to the provider with the prepared key, and again with a new key if that one is dead', async () => {
    const { store } = await preparedStore(savedCardOnTheWire);
    const authorised: unknown[] = [];
    server.use(answerAuthorise('authorised', authorised), answerComplete());
    const { provider, activateSavedCard } = fakeProvider();
    activateSavedCard.mockResolvedValueOnce(deadKey);
    const result = await store.dispatch(payBySavedCard({ provider, securityCode: ' 123 ', billing, ...context }));
    expect(result).toEqual({ kind: 'paid', orderId: 42 });
    expect(activateSavedCard.mock.calls.map(([request]) => request)).toEqual([
      { sessionKey: 'KEY-1', cardIdentifier: 'reusable-CARD-ID-9', securityCode: '123' },
      { sessionKey: 'KEY-2', cardIdentifier: 'reusable-CARD-ID-9', securityCode: '123' },
    ]);
    expect(authorised).toEqual([expect.objectContaining({ session_key: 'KEY-2', saved_card_id: 9 })]);
  });

  it("puts the provider's refusal on the security code", async () => {
    const { store } = await preparedStore(savedCardOnTheWire);
    const { provider, activateSavedCard } = fakeProvider();
    activateSavedCard.mockResolvedValueOnce({
      status: 422,
      errors: [{ field: 'securityCode', message: 'Please enter a valid security code' }],
    });
    const result = await store.dispatch(payBySavedCard({ provider, securityCode: '12', billing, ...context }));
    expect(result).toEqual({
      kind: 'cardRefused',
      refusal: {
        message: 'Please enter a valid security code',
        fieldErrors: { securityCode: 'Please enter a valid security code' },
      },
    });
  });
});

describe('authorise and complete', () => {
  it('sends the session key and browser data (never card details), then completes the order once', async () => {
    const { store, states } = await preparedStore();
    const authorised: unknown[] = [];
    const completed: unknown[] = [];
    server.use(answerAuthorise('authorised', authorised), answerComplete(completed));
    const { provider } = fakeProvider(tokenised);
    await store.dispatch(payByCard({ provider, card, ...context }));
    expect(authorised[0]).toMatchObject({
      session_key: 'KEY-1',
      card_identifier: 'CARD-ID-1',
      browser_javascript_enabled: true,
    });
    expect(authorised[0]).not.toHaveProperty('card_number');
    expect(phasesSeen(states)).toContainEqual(
      expect.objectContaining({ phase: 'authorised', transactionUuid: 'TX-1', sessionKey: 'KEY-1' }),
    );
    expect(completed).toEqual([expect.objectContaining({ transaction_uuid: 'TX-1', source: 'bookings' })]);
    expect(paymentOf(store)).toEqual({ phase: 'paid', id: expect.any(String), orderId: 42 });
  });

  it('sends authorise once however often Pay is pressed while it is in flight', async () => {
    const { store } = await preparedStore();
    const authorised: unknown[] = [];
    server.use(answerAuthorise('authorised', authorised), answerComplete());
    const { provider } = fakeProvider(tokenised, tokenised, tokenised, tokenised);
    const presses = await Promise.all([1, 2, 3].map(() => store.dispatch(payByCard({ provider, card, ...context }))));
    expect(authorised).toHaveLength(1);
    expect(presses.filter((press) => press.kind === 'paid')).toHaveLength(1);
    expect(presses.filter((press) => press.kind === 'ignored')).toHaveLength(2);
    // Once paid, another press takes nothing either.
    expect(await store.dispatch(payByCard({ provider, card, ...context }))).toEqual({ kind: 'ignored' });
    expect(authorised).toHaveLength(1);
  });

  it('sends complete once however often it is asked for', async () => {
    const { store } = await preparedStore();
    const completed: unknown[] = [];
    server.use(answerAuthorise('sca_required'), answerComplete(completed));
    await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    // The frame's message twice (a reload of its return page), and Pay pressed meanwhile.
    const bank = { transactionUuid: 'TX-1', status: 'authorised' };
    await Promise.all([
      store.dispatch(settleWithBank(bank, context)),
      store.dispatch(settleWithBank(bank, context)),
      store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context })),
    ]);
    await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    expect(completed).toHaveLength(1);
  });

  it('keeps the 3-D Secure page and data when the bank must check, then completes after sca_completed', async () => {
    const { store, states } = await preparedStore();
    server.use(answerAuthorise('sca_required'), answerComplete());
    const started = await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    expect(started).toEqual({ kind: 'challenge' });
    expect(paymentOf(store)).toMatchObject({
      phase: 'challenge',
      transactionUuid: 'TX-1',
      scaUrl: `${providerOrigin}/provider/v1/3ds`,
      scaData: { creq: 'CREQ', threeDSSessionData: 'TX-1' },
    });
    const placed = await store.dispatch(settleWithBank({ transactionUuid: 'TX-1', status: 'authorised' }, context));
    expect(phasesSeen(states)).toContainEqual(
      expect.objectContaining({ phase: 'authorised', transactionUuid: 'TX-1' }),
    );
    expect(placed).toEqual({ kind: 'paid', orderId: 42 });
    expect(paymentOf(store)).toMatchObject({ phase: 'paid', orderId: 42 });
  });

  it('a 3-D Secure check that fails clears the payment so that preparation starts again', async () => {
    const { store } = await preparedStore();
    server.use(answerAuthorise('sca_required'));
    await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    const stray = await store.dispatch(settleWithBank({ transactionUuid: 'another', status: 'authorised' }, context));
    expect(stray).toEqual({ kind: 'ignored' });
    expect(paymentOf(store).phase).toBe('challenge');
    const failed = await store.dispatch(settleWithBank({ transactionUuid: 'TX-1', status: 'failed' }, context));
    expect(failed).toEqual({ kind: 'declined' });
    // A new payment, its prepares counted afresh: no key, no transaction of the last.
    expect(paymentOf(store)).toMatchObject({ phase: 'preparing', prepares: 1, paying: false });
    expect(paymentOf(store)).not.toHaveProperty('transactionUuid');
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ content: PAYMENT_FAILED_MESSAGE })]);
    await newSessionReady(store, 'KEY-2');
  });

  it('a failed payment uses the session key up', async () => {
    const { store, actions } = await preparedStore();
    server.use(answerAuthorise('failed'));
    const result = await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    expect(result).toEqual({ kind: 'declined' });
    // The next try is a new payment, with prepares of its own; the cart is not reloaded for an answered decline.
    expect(paymentOf(store)).toMatchObject({ phase: 'preparing', prepares: 1 });
    expect(paymentOf(store)).not.toHaveProperty('sessionKey');
    expect(actions.map((action) => action.type)).not.toContain('api/invalidateTags');
    await newSessionReady(store, 'KEY-2');
  });

  it('keeps the session key and the request when the answer is lost, so that a retry asks about the same payment', async () => {
    const { store } = await preparedStore();
    server.use(answerWith('post', '/checkout/authorise', 502, { message: 'Bad gateway' }));
    const lost = await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    // Not "you have not been charged": nobody knows yet.
    expect(lost).toEqual({
      kind: 'refused',
      failure: { status: 502, message: PAYMENT_UNCONFIRMED_MESSAGE, refusedFields: [] },
    });
    expect(paymentOf(store)).toMatchObject({
      phase: 'unconfirmed',
      sessionKey: 'KEY-1',
      request: authoriseRequest,
    });

    const seen: unknown[] = [];
    server.use(answerAuthorise('authorised', seen), answerComplete());
    // Pay again, even with another card: the provider is not asked, the same request goes again.
    const { provider, tokenise } = fakeProvider();
    const retried = await store.dispatch(
      payByCard({ provider, card: { ...card, cardNumber: '5186150660000009' }, ...context }),
    );
    expect(tokenise).not.toHaveBeenCalled();
    expect(seen).toEqual([expect.objectContaining({ session_key: 'KEY-1', card_identifier: 'CARD-ID-1' })]);
    expect(retried).toEqual({ kind: 'paid', orderId: 42 });
  });

  it('names the fields the server refused, so that the page can send the customer to them', async () => {
    const { store } = await preparedStore();
    server.use(
      answerWith('post', '/checkout/authorise', 422, {
        message: 'Please accept the Terms of sale.',
        errors: { terms: ['Please accept the Terms of sale.'] },
      }),
    );
    const result = await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    expect(result).toMatchObject({ kind: 'refused', failure: { status: 422, refusedFields: ['terms'] } });
    // The key is used up and nothing is kept to repeat: a new session is prepared.
    expect(paymentOf(store)).toMatchObject({ phase: 'preparing', prepares: 1 });
    expect(paymentOf(store)).not.toHaveProperty('request');
    await newSessionReady(store, 'KEY-2');
  });

  it('an authorise failure reloads the cart', async () => {
    const { store, actions } = await preparedStore();
    server.use(answerWith('post', '/checkout/authorise', 409, { message: 'Your basket has changed.' }));
    const result = await store.dispatch(payByCard({ provider: fakeProvider(tokenised).provider, card, ...context }));
    expect(result).toMatchObject({ kind: 'refused', failure: { message: 'Your basket has changed.' } });
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'api/invalidateTags', payload: [{ type: 'Cart', id: 'LIST' }] }),
    );
    expect(paymentOf(store)).toMatchObject({ phase: 'preparing' });
    await newSessionReady(store, 'KEY-2');
  });
});

describe('orders without a card', () => {
  it('submits a free order: complete without a transaction', async () => {
    const completed: unknown[] = [];
    server.use(answerComplete(completed, 7));
    const { store } = createPaymentTestStore();
    await Promise.all([1, 2].map(() => store.dispatch(submitFreeOrder({ ...context, order: completeRequest }))));
    expect(completed).toHaveLength(1);
    expect(completed[0]).not.toHaveProperty('transaction_uuid');
    expect(paymentOf(store)).toMatchObject({ phase: 'paid', orderId: 7 });
  });

  it('pays at front of house with the offline tenders', async () => {
    const { store } = createPaymentTestStore();
    const seen: unknown[] = [];
    server.use(
      http.post(`${apiBaseUrl}/checkout/pay`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ data: { order_id: 9 } });
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const { result } = renderHook(() => useFrontOfHousePayment(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.pay({ selectedUserId: 3, payments: [{ tenderType: 'cash', amount: 1550 }] });
    });
    expect(seen[0]).toMatchObject({
      selected_user_id: 3,
      source: 'bookings',
      payments: [{ tender_type: 'cash', amount: 1550 }],
    });
    expect(outcome).toEqual({ orderId: 9 });
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectToasts } from '@leisure/app-store';
import {
  activatePreparedSavedCard,
  authorisePayment,
  completePayment,
  MAX_PREPARES,
  PAYMENT_UNCONFIRMED_MESSAGE,
  payAtFrontOfHouse,
  preparePayment,
  scaCompleted,
  selectOnlinePayment,
  submitFreeOrder,
  tokenisePreparedCard,
} from '../src/index.ts';
import { answerAuthorise, answerComplete, answerPrepare, answerWith } from './support/checkoutAnswers.ts';
import { deadKey, fakeProvider, providerOrigin, providerScriptUrl, tokenised } from './support/fakeProvider.ts';
import { server } from './support/mswServer.ts';
import { authoriseRequest, completeRequest } from './support/paymentRequests.ts';
import { apiBaseUrl, createPaymentTestStore } from './support/paymentTestStore.ts';

const card = { cardholderName: 'Ann Smith', cardNumber: '4462000000000003', expiryDate: '12/30', securityCode: '123' };

async function preparedStore() {
  server.use(answerPrepare());
  const test = createPaymentTestStore();
  await test.store.dispatch(preparePayment({ source: 'bookings' }));
  return test;
}

describe('prepare', () => {
  it("stores the sandbox provider's session, script, origin and saved card", async () => {
    const { store } = await preparedStore();
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      paymentProvider: 'sandbox-pi',
      sessionKey: 'KEY-1',
      mode: 'test',
      url: providerScriptUrl,
      providerOrigin,
      savedCard: null,
      prepareCount: 1,
      requests: { prepare: { phase: 'success', status: 200 } },
    });
  });

  it("keeps the server's message when prepare fails, and asks for a toast", async () => {
    server.use(answerWith('get', '/checkout/prepare', 422, { message: 'Nothing is due.', errors: {} }));
    const { store } = createPaymentTestStore();
    const result = await store.dispatch(preparePayment({ source: 'bookings' }));
    expect(result.payload).toMatchObject({ message: 'Nothing is due.', status: 422, reloadCart: false });
    expect(result.meta).toMatchObject({ toast: { content: 'Nothing is due.', type: 'danger' } });
    expect(selectOnlinePayment(store.getState()).requests.prepare).toMatchObject({ phase: 'failure', status: 422 });
  });
});

describe('a prepare refused with 401', () => {
  it(`is quiet while prepares are left, and says why on the ${MAX_PREPARES}th`, async () => {
    server.use(answerWith('get', '/checkout/prepare', 401, { message: 'Your session has expired.', errors: {} }));
    const { store } = createPaymentTestStore();
    const toasts: unknown[] = [];
    for (let attempt = 1; attempt <= MAX_PREPARES; attempt += 1) {
      const result = await store.dispatch(preparePayment({ source: 'bookings' }));
      toasts.push((result.meta as { toast?: unknown }).toast);
    }
    expect(toasts.slice(0, MAX_PREPARES - 1)).toEqual(Array(MAX_PREPARES - 1).fill(undefined));
    expect(toasts[MAX_PREPARES - 1]).toMatchObject({ content: 'Your session has expired.' });
  });
});

describe('tokenising with a fresh session key', () => {
  it('prepares again after the provider refuses the key and tries the card with the new key', async () => {
    const { store } = await preparedStore();
    const { provider, tokenise } = fakeProvider(deadKey, tokenised);
    const result = await store.dispatch(tokenisePreparedCard({ provider, card, prepare: { source: 'bookings' } }));
    expect(result).toEqual({ kind: 'done', value: { cardIdentifier: 'CARD-ID-1' } });
    expect(tokenise.mock.calls.map(([request]) => request.sessionKey)).toEqual(['KEY-1', 'KEY-2']);
    expect(selectOnlinePayment(store.getState()).prepareCount).toBe(2);
  });

  it(`gives up after ${MAX_PREPARES} prepares in all`, async () => {
    const counter = { calls: 0 };
    server.use(answerPrepare(counter));
    const { store } = createPaymentTestStore();
    await store.dispatch(preparePayment({ source: 'bookings' }));
    const { provider, tokenise } = fakeProvider(...Array.from({ length: 10 }, () => deadKey));
    const result = await store.dispatch(tokenisePreparedCard({ provider, card, prepare: { source: 'bookings' } }));
    expect(result.kind).toBe('refused');
    expect(counter.calls).toBe(MAX_PREPARES);
    expect(tokenise).toHaveBeenCalledTimes(MAX_PREPARES);
    expect(result).toMatchObject({ refusal: { message: 'The session key has expired.', fieldErrors: {} } });
  });

  it("hands the provider's field errors back for the card form", async () => {
    const { store } = await preparedStore();
    const { provider } = fakeProvider({
      status: 422,
      errors: [{ field: 'expiryDate', message: 'Please enter a valid expiry date' }],
    });
    const result = await store.dispatch(tokenisePreparedCard({ provider, card, prepare: { source: 'bookings' } }));
    expect(result).toEqual({
      kind: 'refused',
      refusal: {
        message: 'Please enter a valid expiry date',
        fieldErrors: { expiryDate: 'Please enter a valid expiry date' },
      },
    });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ content: 'Please enter a valid expiry date', type: 'danger' }),
    ]);
  });
});

describe("activating a saved card's security code", () => {
  const savedCard = { externalIdentifier: 'reusable-CARD-ID-9' };

  it('gives the code to the provider with the prepared key, and again with a new key if that one is dead', async () => {
    const { store } = await preparedStore();
    const { provider, activateSavedCard } = fakeProvider();
    activateSavedCard.mockResolvedValueOnce(deadKey);
    const result = await store.dispatch(
      activatePreparedSavedCard({ provider, savedCard, securityCode: ' 123 ', prepare: { source: 'bookings' } }),
    );
    expect(result).toEqual({ kind: 'done', value: { activated: true } });
    expect(activateSavedCard.mock.calls.map(([request]) => request)).toEqual([
      { sessionKey: 'KEY-1', cardIdentifier: 'reusable-CARD-ID-9', securityCode: '123' },
      { sessionKey: 'KEY-2', cardIdentifier: 'reusable-CARD-ID-9', securityCode: '123' },
    ]);
  });

  it("puts the provider's refusal on the security code", async () => {
    const { store } = await preparedStore();
    const { provider, activateSavedCard } = fakeProvider();
    activateSavedCard.mockResolvedValueOnce({
      status: 422,
      errors: [{ field: 'securityCode', message: 'Please enter a valid security code' }],
    });
    const result = await store.dispatch(
      activatePreparedSavedCard({ provider, savedCard, securityCode: '12', prepare: { source: 'bookings' } }),
    );
    expect(result).toEqual({
      kind: 'refused',
      refusal: {
        message: 'Please enter a valid security code',
        fieldErrors: { securityCode: 'Please enter a valid security code' },
      },
    });
  });
});

describe('authorise and complete', () => {
  it('sends the session key and browser data (never card details), then completes the order once', async () => {
    const { store } = await preparedStore();
    const authorised: unknown[] = [];
    const completed: unknown[] = [];
    server.use(answerAuthorise('authorised', authorised), answerComplete(completed));
    await store.dispatch(authorisePayment(authoriseRequest));
    expect(authorised[0]).toMatchObject({
      session_key: 'KEY-1',
      card_identifier: 'CARD-ID-1',
      browser_javascript_enabled: true,
    });
    expect(authorised[0]).not.toHaveProperty('card_number');
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      transactionStatus: 'authorised',
      transactionUuid: 'TX-1',
      inProgress: true,
    });
    await store.dispatch(completePayment(completeRequest));
    expect(completed).toEqual([expect.objectContaining({ transaction_uuid: 'TX-1', source: 'bookings' })]);
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      completeOrderId: 42,
      transactionUuid: null,
      sessionKey: null,
      scaData: null,
      inProgress: false,
    });
  });

  it('sends authorise once however often Pay is pressed while it is in flight', async () => {
    const { store } = await preparedStore();
    const authorised: unknown[] = [];
    server.use(answerAuthorise('authorised', authorised));
    const presses = await Promise.all([1, 2, 3].map(() => store.dispatch(authorisePayment(authoriseRequest))));
    expect(authorised).toHaveLength(1);
    expect(presses.filter((press) => press.meta.requestStatus === 'fulfilled')).toHaveLength(1);
    // Once authorised, another press takes nothing either: the page completes instead.
    await store.dispatch(authorisePayment(authoriseRequest));
    expect(authorised).toHaveLength(1);
  });

  it('sends complete once however often it is asked for', async () => {
    const { store } = await preparedStore();
    const completed: unknown[] = [];
    server.use(answerAuthorise('authorised'), answerComplete(completed));
    await store.dispatch(authorisePayment(authoriseRequest));
    await Promise.all([1, 2].map(() => store.dispatch(completePayment(completeRequest))));
    await store.dispatch(completePayment(completeRequest));
    expect(completed).toHaveLength(1);
  });

  it('keeps the 3-D Secure page and data when the bank must check, then completes after sca_completed', async () => {
    const { store } = await preparedStore();
    server.use(answerAuthorise('sca_required'), answerComplete());
    await store.dispatch(authorisePayment(authoriseRequest));
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      transactionStatus: 'sca_required',
      scaUrl: `${providerOrigin}/provider/v1/3ds`,
      scaData: { creq: 'CREQ', threeDSSessionData: 'TX-1' },
    });
    store.dispatch(scaCompleted({ transactionUuid: 'TX-1', status: 'authorised' }));
    expect(selectOnlinePayment(store.getState()).transactionStatus).toBe('authorised');
    await store.dispatch(completePayment(completeRequest));
    expect(selectOnlinePayment(store.getState()).completeOrderId).toBe(42);
  });

  it('a 3-D Secure check that fails clears the payment so that preparation starts again', async () => {
    const { store } = await preparedStore();
    server.use(answerAuthorise('sca_required'));
    await store.dispatch(authorisePayment(authoriseRequest));
    store.dispatch(scaCompleted({ transactionUuid: 'another', status: 'authorised' }));
    expect(selectOnlinePayment(store.getState()).transactionStatus).toBe('sca_required');
    store.dispatch(scaCompleted({ transactionUuid: 'TX-1', status: 'failed' }));
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      transactionStatus: 'failed',
      sessionKey: null,
      transactionUuid: null,
      prepareCount: 0,
      inProgress: false,
    });
  });

  it('a failed payment uses the session key up', async () => {
    const { store } = await preparedStore();
    server.use(answerAuthorise('failed'));
    await store.dispatch(authorisePayment(authoriseRequest));
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      transactionStatus: 'failed',
      sessionKey: null,
      inProgress: false,
      cartReloadNeeded: false,
      // The next try is a new payment, with prepares of its own.
      prepareCount: 0,
    });
  });

  it('keeps the session key and the request when the answer is lost, so that a retry asks about the same payment', async () => {
    const { store } = await preparedStore();
    server.use(answerWith('post', '/checkout/authorise', 502, { message: 'Bad gateway' }));
    const lost = await store.dispatch(authorisePayment(authoriseRequest));
    // Not "you have not been charged": nobody knows yet.
    expect(lost.payload).toMatchObject({ status: 502, message: PAYMENT_UNCONFIRMED_MESSAGE });
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      sessionKey: 'KEY-1',
      unconfirmedAuthorise: authoriseRequest,
      inProgress: false,
    });

    const seen: unknown[] = [];
    server.use(answerAuthorise('authorised', seen));
    const retried = selectOnlinePayment(store.getState()).unconfirmedAuthorise;
    await store.dispatch(authorisePayment(retried!));
    expect(seen).toEqual([expect.objectContaining({ session_key: 'KEY-1', card_identifier: 'CARD-ID-1' })]);
    expect(selectOnlinePayment(store.getState())).toMatchObject({
      transactionStatus: 'authorised',
      unconfirmedAuthorise: null,
    });
  });

  it('names the fields the server refused, so that the page can send the customer to them', async () => {
    const { store } = await preparedStore();
    server.use(
      answerWith('post', '/checkout/authorise', 422, {
        message: 'Please accept the Terms of sale.',
        errors: { terms: ['Please accept the Terms of sale.'] },
      }),
    );
    const result = await store.dispatch(authorisePayment(authoriseRequest));
    expect(result.payload).toMatchObject({ status: 422, refusedFields: ['terms'] });
    expect(selectOnlinePayment(store.getState())).toMatchObject({ sessionKey: null, unconfirmedAuthorise: null });
  });

  it('an authorise failure asks the page to reload the cart', async () => {
    const { store } = await preparedStore();
    server.use(answerWith('post', '/checkout/authorise', 409, { message: 'Your basket has changed.' }));
    const result = await store.dispatch(authorisePayment(authoriseRequest));
    expect(result.payload).toMatchObject({ message: 'Your basket has changed.', reloadCart: true });
    expect(selectOnlinePayment(store.getState())).toMatchObject({ cartReloadNeeded: true, inProgress: false });
  });
});

describe('orders without a card', () => {
  it('submits a free order: complete without a transaction', async () => {
    const completed: unknown[] = [];
    server.use(answerComplete(completed, 7));
    const { store } = createPaymentTestStore();
    await Promise.all([1, 2].map(() => store.dispatch(submitFreeOrder(completeRequest))));
    expect(completed).toHaveLength(1);
    expect(completed[0]).not.toHaveProperty('transaction_uuid');
    expect(selectOnlinePayment(store.getState()).completeOrderId).toBe(7);
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
    await store.dispatch(payAtFrontOfHouse({ selectedUserId: 3, payments: [{ tenderType: 'cash', amount: 1550 }] }));
    expect(seen[0]).toMatchObject({
      selected_user_id: 3,
      source: 'bookings',
      payments: [{ tender_type: 'cash', amount: 1550 }],
    });
    expect(selectOnlinePayment(store.getState()).completeOrderId).toBe(9);
  });
});

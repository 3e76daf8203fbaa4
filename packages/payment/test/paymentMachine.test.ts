import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { CheckoutPreparation } from '@leisure/api-contract/browser';
import {
  authoriseAnswered,
  authoriseFailed,
  authoriseRetried,
  authoriseStarted,
  cardRefused,
  completed,
  completeFailed,
  completeStarted,
  freeOrderStarted,
  initialPaymentState,
  MAX_PREPARES,
  onlinePaymentReset,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_UNCONFIRMED_MESSAGE,
  paymentAnswerAwaited,
  paymentBusy,
  paymentReducer,
  paymentView,
  prepared,
  prepareFailed,
  prepareStarted,
  scaCompleted,
  sessionKeyRefused,
  tokeniseStarted,
  type CardProvider,
  type PaymentPhase,
  type PaymentState,
} from '../src/online/paymentMachine.ts';
import { authoriseRequest as request } from './support/paymentRequests.ts';

// The card payment's transitions (decision 0011): every state against every event, then the rules that matter for
// money one by one.

const provider: CardProvider = {
  paymentProvider: 'sandbox-pi',
  mode: 'test',
  url: 'http://provider.test/provider/v1/script.js',
  providerOrigin: 'http://provider.test',
  savedCard: null,
};
const preparation = (sessionKey: string): CheckoutPreparation => ({
  ...provider,
  sessionKey,
  expiresAt: '2026-11-23T22:00:00Z',
  amountDue: { amount: 1550, formatted: '£15.50' },
});
const scaUrl = 'http://provider.test/provider/v1/3ds';
const scaData = { creq: 'CREQ', threeDSSessionData: 'TX-1' };
const key = { id: 'P1', provider, sessionKey: 'KEY-1' };

/** One state of each phase, of payment P1. */
const states: Record<PaymentPhase, PaymentState> = {
  idle: initialPaymentState,
  preparing: { phase: 'preparing', id: 'P1', prepares: 1, paying: false, provider: null },
  unavailable: { phase: 'unavailable', id: 'P1', message: 'Nothing is due.', provider: null },
  ready: { phase: 'ready', ...key, prepares: 1, refusal: null },
  tokenising: { phase: 'tokenising', ...key, prepares: 1 },
  authorising: { phase: 'authorising', ...key, request },
  unconfirmed: { phase: 'unconfirmed', ...key, request, message: PAYMENT_UNCONFIRMED_MESSAGE },
  challenge: { phase: 'challenge', ...key, transactionUuid: 'TX-1', scaUrl, scaData },
  authorised: { phase: 'authorised', ...key, transactionUuid: 'TX-1' },
  completing: { phase: 'completing', ...key, transactionUuid: 'TX-1' },
  paid: { phase: 'paid', id: 'P1', orderId: 42 },
  failed: { phase: 'failed', id: 'P1', message: PAYMENT_FAILED_MESSAGE, provider },
};

/** One event of each kind: answers are for P1, a new payment is P2. */
const events = {
  reset: onlinePaymentReset(),
  prepareStarted: prepareStarted({ id: 'P2' }),
  prepared: prepared({ id: 'P1', preparation: preparation('KEY-1') }),
  prepareFailed: prepareFailed({ id: 'P1', status: 422, message: 'Nothing is due.' }),
  tokeniseStarted: tokeniseStarted(),
  cardRefused: cardRefused({ id: 'P1', refusal: { message: 'Bad expiry', fieldErrors: { expiryDate: 'Bad expiry' } } }),
  sessionKeyRefused: sessionKeyRefused({ id: 'P1', message: 'The session key has expired.' }),
  authoriseStarted: authoriseStarted({ id: 'P1', request }),
  authoriseRetried: authoriseRetried(),
  authoriseAnswered: authoriseAnswered({
    id: 'P1',
    authorisation: { transactionStatus: 'authorised', transactionUuid: 'TX-1' },
  }),
  authoriseFailed: authoriseFailed({ id: 'P1', status: 422, message: 'Please accept the Terms of sale.' }),
  scaCompleted: scaCompleted({ transactionUuid: 'TX-1', status: 'authorised' }),
  completeStarted: completeStarted(),
  freeOrderStarted: freeOrderStarted({ id: 'P2' }),
  completed: completed({ id: 'P1', orderId: 42 }),
  completeFailed: completeFailed({ id: 'P1', status: 500, message: 'Server error' }),
} satisfies Record<string, UnknownAction>;
type EventName = keyof typeof events;

/**
 * Where each event takes each state. An event a row does not name leaves that state as it is (the same object: the
 * flow sends nothing then), except reset, which takes every state back to idle.
 */
const moves: Record<PaymentPhase, Partial<Record<EventName, PaymentPhase>>> = {
  idle: { prepareStarted: 'preparing', freeOrderStarted: 'completing' },
  preparing: { prepared: 'ready', prepareFailed: 'unavailable' },
  unavailable: { freeOrderStarted: 'completing' },
  ready: { tokeniseStarted: 'tokenising' },
  tokenising: { cardRefused: 'ready', sessionKeyRefused: 'preparing', authoriseStarted: 'authorising' },
  authorising: { authoriseAnswered: 'authorised', authoriseFailed: 'failed' },
  unconfirmed: { authoriseRetried: 'authorising' },
  challenge: { scaCompleted: 'authorised' },
  authorised: { completeStarted: 'completing' },
  completing: { completed: 'paid', completeFailed: 'authorised' },
  paid: {},
  failed: { prepareStarted: 'preparing' },
};

const run = (state: PaymentState, ...actions: UnknownAction[]) => actions.reduce(paymentReducer, state);

describe('the card payment machine: every state × every event (decision 0011)', () => {
  const cases = Object.entries(states).flatMap(([phase, state]) =>
    Object.entries(events).map(([name, event]) => ({
      phase,
      name,
      state,
      event,
      expected: name === 'reset' ? 'idle' : (moves[phase as PaymentPhase][name as EventName] ?? 'unchanged'),
    })),
  );

  it.each(cases)('$phase + $name → $expected', ({ state, event, expected }) => {
    const next = paymentReducer(state, event);
    if (expected === 'unchanged') expect(next).toBe(state);
    else expect(next.phase).toBe(expected);
  });

  it('starts idle, and ignores what is not its own', () => {
    expect(paymentReducer(undefined, { type: 'anything/else' })).toBe(initialPaymentState);
    expect(initialPaymentState).toEqual({ phase: 'idle' });
  });
});

describe('a payment is taken at most once', () => {
  const inFlightOrDone: PaymentPhase[] = ['tokenising', 'authorising', 'challenge', 'authorised', 'completing', 'paid'];

  it.each(inFlightOrDone)('no press starts another card payment while %s', (phase) => {
    const state = states[phase];
    for (const press of [tokeniseStarted(), authoriseStarted({ id: 'P1', request }), authoriseRetried()]) {
      if (phase === 'tokenising' && press.type === authoriseStarted.type) continue; // the provider's own answer
      expect(paymentReducer(state, press)).toBe(state);
    }
  });

  it('complete is sent once per transaction: a second start while completing, or once paid, takes nothing', () => {
    expect(paymentReducer(states.completing, completeStarted())).toBe(states.completing);
    expect(paymentReducer(states.paid, completeStarted())).toBe(states.paid);
    expect(paymentReducer(states.completing, freeOrderStarted({ id: 'P2' }))).toBe(states.completing);
  });

  it('paid is final until the page resets it', () => {
    for (const event of Object.values(events)) {
      if (event.type !== onlinePaymentReset.type) expect(paymentReducer(states.paid, event)).toBe(states.paid);
    }
  });

  it('an answer for another payment counts for nothing (the page was left and came back meanwhile)', () => {
    const stale = { id: 'P0' };
    expect(run(states.preparing, prepared({ ...stale, preparation: preparation('OLD') }))).toBe(states.preparing);
    expect(run(states.tokenising, cardRefused({ ...stale, refusal: { message: 'x', fieldErrors: {} } }))).toBe(
      states.tokenising,
    );
    expect(run(states.tokenising, authoriseStarted({ ...stale, request }))).toBe(states.tokenising);
    expect(
      run(
        states.authorising,
        authoriseAnswered({ ...stale, authorisation: { transactionStatus: 'authorised', transactionUuid: 'TX-0' } }),
      ),
    ).toBe(states.authorising);
    expect(run(states.authorising, authoriseFailed({ ...stale, status: 502, message: 'x' }))).toBe(states.authorising);
    expect(run(states.completing, completed({ ...stale, orderId: 1 }))).toBe(states.completing);
    expect(run(states.completing, completeFailed({ ...stale, status: 409, message: 'x' }))).toBe(states.completing);
  });

  it("a 3-D Secure outcome for another transaction changes nothing; the bank's answer counts once", () => {
    expect(run(states.challenge, scaCompleted({ transactionUuid: 'another', status: 'authorised' }))).toBe(
      states.challenge,
    );
    const authorised = run(states.challenge, scaCompleted({ transactionUuid: 'TX-1', status: 'authorised' }));
    expect(authorised).toEqual({ phase: 'authorised', ...key, transactionUuid: 'TX-1' });
    expect(run(authorised, scaCompleted({ transactionUuid: 'TX-1', status: 'failed' }))).toBe(authorised);
  });

  it('a lost authorise answer keeps the key and the request: Pay repeats that very request, not a new card', () => {
    for (const status of [0, 500, 502]) {
      const lost = run(states.authorising, authoriseFailed({ id: 'P1', status, message: 'Bad gateway' }));
      expect(lost).toEqual({ phase: 'unconfirmed', ...key, request, message: PAYMENT_UNCONFIRMED_MESSAGE });
      expect(run(lost, tokeniseStarted())).toBe(lost);
      expect(run(lost, authoriseRetried())).toEqual({ phase: 'authorising', ...key, request });
    }
  });

  it('a complete that fails keeps the transaction authorised for the next press; 409 (cart changed) fails it', () => {
    expect(run(states.completing, completeFailed({ id: 'P1', status: 0, message: 'x' }))).toEqual(states.authorised);
    expect(
      run(states.completing, completeFailed({ id: 'P1', status: 409, message: 'Your basket has changed.' })),
    ).toEqual({ phase: 'failed', id: 'P1', message: 'Your basket has changed.', provider });
  });
});

describe('a retry after a failure starts cleanly', () => {
  const declined = run(
    states.authorising,
    authoriseAnswered({ id: 'P1', authorisation: { transactionStatus: 'failed', transactionUuid: 'TX-1' } }),
  );

  it('a declined card, a refusal and a failed bank check each fail the payment, its key used up', () => {
    expect(declined).toEqual({ phase: 'failed', id: 'P1', message: PAYMENT_FAILED_MESSAGE, provider });
    expect(run(states.authorising, authoriseFailed({ id: 'P1', status: 422, message: 'Refused.' }))).toEqual({
      phase: 'failed',
      id: 'P1',
      message: 'Refused.',
      provider,
    });
    expect(run(states.challenge, scaCompleted({ transactionUuid: 'TX-1', status: 'failed' }))).toEqual(declined);
    // A challenge without the bank's page cannot be shown: failed rather than stuck.
    expect(
      run(
        states.authorising,
        authoriseAnswered({ id: 'P1', authorisation: { transactionStatus: 'sca_required', transactionUuid: 'TX-1' } }),
      ),
    ).toEqual(declined);
  });

  it('the next payment has a new id, its own prepares, and nothing of the last but the provider', () => {
    expect(run(declined, prepareStarted({ id: 'P2' }))).toEqual({
      phase: 'preparing',
      id: 'P2',
      prepares: 1,
      paying: false,
      provider,
    });
    // The failed payment's late answers are not the new one's.
    const next = run(declined, prepareStarted({ id: 'P2' }), prepared({ id: 'P1', preparation: preparation('OLD') }));
    expect(next).toMatchObject({ phase: 'preparing', id: 'P2' });
  });

  it('four declined cards in a row do not leave the fifth without a session', () => {
    let state: PaymentState = states.idle;
    for (let payment = 1; payment <= MAX_PREPARES; payment += 1) {
      const id = `P${payment}`;
      state = run(
        state,
        prepareStarted({ id }),
        prepareFailed({ id, status: 401, message: 'expired' }),
        prepared({ id, preparation: preparation(`KEY-${payment}`) }),
        tokeniseStarted(),
        authoriseStarted({ id, request }),
        authoriseAnswered({ id, authorisation: { transactionStatus: 'failed', transactionUuid: `TX-${payment}` } }),
      );
      expect(state.phase).toBe('failed');
    }
    expect(run(state, prepareStarted({ id: 'P9' }))).toMatchObject({ phase: 'preparing', prepares: 1 });
  });
});

describe('preparing the card session (docs/product/joining.md §4, §9: up to 5 prepares)', () => {
  const refusedKey = (state: PaymentState) =>
    paymentReducer(state, prepareFailed({ id: 'P1', status: 401, message: 'Your session has expired.' }));

  it('a 401 prepares again until 5 have been made; then there is no card payment, and why', () => {
    let state = states.preparing;
    for (let prepares = 2; prepares <= MAX_PREPARES; prepares += 1) {
      state = refusedKey(state);
      expect(state).toMatchObject({ phase: 'preparing', prepares, paying: false });
    }
    expect(refusedKey(state)).toEqual({
      phase: 'unavailable',
      id: 'P1',
      message: 'Your session has expired.',
      provider: null,
    });
  });

  it('anything but a 401 is not prepared again', () => {
    expect(run(states.preparing, prepareFailed({ id: 'P1', status: 503, message: 'Down' }))).toMatchObject({
      phase: 'unavailable',
      message: 'Down',
    });
  });

  it('a key the provider refuses is prepared again while the press waits, then goes straight back to the provider', () => {
    const waiting = run(states.tokenising, sessionKeyRefused({ id: 'P1', message: 'expired' }));
    expect(waiting).toEqual({ phase: 'preparing', id: 'P1', prepares: 2, paying: true, provider });
    expect(paymentBusy(waiting)).toBe(true);
    expect(run(waiting, prepared({ id: 'P1', preparation: preparation('KEY-2') }))).toEqual({
      phase: 'tokenising',
      ...key,
      sessionKey: 'KEY-2',
      prepares: 2,
    });
    const spent = { ...states.tokenising, prepares: MAX_PREPARES } as PaymentState;
    expect(run(spent, sessionKeyRefused({ id: 'P1', message: 'expired' }))).toEqual({
      phase: 'unavailable',
      id: 'P1',
      message: 'expired',
      provider,
    });
  });

  it("keeps the provider's refusal of a card for the form, and forgets it on the next press", () => {
    const refusal = { message: 'Bad expiry', fieldErrors: { expiryDate: 'Bad expiry' } };
    const refused = run(states.tokenising, cardRefused({ id: 'P1', refusal }));
    expect(refused).toEqual({ ...states.ready, refusal });
    expect(run(refused, tokeniseStarted())).toEqual(states.tokenising);
  });
});

describe('free orders (decision 0502)', () => {
  it('complete without a transaction, from a page with no card payment under way; a failure leaves nothing', () => {
    const completing = run(states.idle, freeOrderStarted({ id: 'P2' }));
    expect(completing).toEqual({
      phase: 'completing',
      id: 'P2',
      provider: null,
      sessionKey: null,
      transactionUuid: null,
    });
    expect(run(completing, completeFailed({ id: 'P2', status: 422, message: 'x' }))).toBe(initialPaymentState);
    expect(run(completing, completed({ id: 'P2', orderId: 7 }))).toEqual({ phase: 'paid', id: 'P2', orderId: 7 });
    expect(run(states.ready, freeOrderStarted({ id: 'P2' }))).toBe(states.ready);
  });
});

describe('what a page reads', () => {
  it('names the parts of the payment as platform.md §3 does', () => {
    expect(paymentView(states.challenge)).toEqual({
      phase: 'challenge',
      mode: 'test',
      providerOrigin: 'http://provider.test',
      savedCard: null,
      sessionKey: 'KEY-1',
      transactionStatus: 'sca_required',
      scaUrl,
      scaData,
      unconfirmedAuthorise: null,
      completeOrderId: null,
    });
    expect(paymentView(states.unconfirmed)).toMatchObject({ unconfirmedAuthorise: request, transactionStatus: null });
    expect(paymentView(states.completing)).toMatchObject({ transactionStatus: 'authorised' });
    expect(paymentView(states.paid)).toMatchObject({ completeOrderId: 42, sessionKey: null });
    expect(paymentView(states.idle)).toMatchObject({ sessionKey: null, savedCard: null, mode: null });
  });

  it('is busy from a press until the payment fails or is placed, and awaits an answer while a call is out', () => {
    const busy = Object.values(states)
      .filter(paymentBusy)
      .map((state) => state.phase);
    expect(busy).toEqual(['tokenising', 'authorising', 'challenge', 'completing']);
    const awaited = Object.values(states)
      .filter(paymentAnswerAwaited)
      .map((state) => state.phase);
    expect(awaited).toEqual(['tokenising', 'authorising', 'completing']);
  });
});

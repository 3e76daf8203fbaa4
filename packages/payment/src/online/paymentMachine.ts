import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { toApiError } from '@leisure/api-client';
import type {
  Authorisation,
  AuthoriseBody,
  CheckoutPreparation,
  CheckoutSource,
  CompleteBody,
  TransactionStatus,
} from '@leisure/api-contract/browser';
import type { ProviderCardField } from '../provider/tokeniseCard.ts';

// The card payment of a checkout page as one state machine (decision 0011; docs/product/platform.md §3-4,
// docs/product/joining.md §4, decisions 0500, 0505): its states, the events that move it and the pure reducer that
// decides each move. paymentFlow.ts makes the calls and dispatches the events; a page reads the state.

/** docs/product/joining.md §4, §9: a payment prepares its card session at most 5 times (the first, 4 after a refused key). */
export const MAX_PREPARES = 5;

/** docs/product/joining.md §8: what a failed payment says (the customer has not been charged). */
export const PAYMENT_FAILED_MESSAGE =
  'Your payment failed: We were unable to take payment, you have not been charged. Please try again.';

/**
 * An authorise with no answer, or a 5xx: the card may have been charged, so "you have not been charged" would not
 * be true. Paying again asks about the same transaction (decision 0500), which the message promises.
 */
export const PAYMENT_UNCONFIRMED_MESSAGE =
  'We could not confirm your payment. Please press Pay again to check it: you will not be charged twice.';

/** docs/product/joining.md §8: a prepare that fails without naming a provider. */
export const PREPARE_FAILED_MESSAGE = 'Something has gone wrong, please try again.';

/** docs/product/platform.md §8: a checkout that fails without the server's words. */
export const ORDER_FAILED_MESSAGE = 'Unable to complete your order, please try again.';

/** docs/product/platform.md §9: payment toasts stay 10 s. */
export const PAYMENT_TOAST_MS = 10_000;

export interface PrepareRequest {
  source: CheckoutSource;
  selectedUserId?: number;
}

/** Authorise's body less what the flow fills in: the session key (from prepare) and the browser data. */
export type AuthoriseRequest = Omit<
  AuthoriseBody,
  'sessionKey' | 'agreedAtDesk' | Extract<keyof AuthoriseBody, `browser${string}`>
> & { agreedAtDesk?: boolean };

/**
 * Complete's body less the transaction, which comes from authorise. `agreedAtDesk` is sent only by staff at the desk
 * (decision 0025).
 */
export type CompleteRequest = Omit<CompleteBody, 'transactionUuid' | 'agreedAtDesk'> & { agreedAtDesk?: boolean };

/** What the 3-D Secure frame reports (decision 0501). */
export interface ScaCompleted {
  transactionUuid: string;
  status: string;
}

/** Why the provider would not take the card: a message, and the messages for the card form's fields. */
export interface CardRefusal {
  message: string;
  fieldErrors: Partial<Record<ProviderCardField, string>>;
}

/** Why a call to our API failed, for the checkout page: the words shown and the body fields the server refused. */
export interface PaymentFailure {
  message: string;
  status: number;
  /** The body fields the server refused (422), e.g. `terms`: the page can say where the problem is. */
  refusedFields: string[];
}

/** Why a checkout call failed, in the payment's words when the server gave none. */
export function paymentFailure(error: unknown, fallback: string): PaymentFailure {
  const apiError = toApiError(error);
  // toApiError answers the generic words when there was no answer at all; the payment's own words say more.
  const message = apiError.status === 0 ? fallback : apiError.message;
  return { message, status: apiError.status, refusedFields: Object.keys(apiError.validationMessages) };
}

/**
 * The provider as the latest prepare described it. Kept across the sessions of a page (a failed payment prepares
 * again), so that the card form, its saved card and the provider's script stay as they are meanwhile.
 */
export interface CardProvider {
  paymentProvider: CheckoutPreparation['paymentProvider'];
  mode: CheckoutPreparation['mode'];
  /** The provider's script. */
  url: string;
  providerOrigin: string;
  savedCard: CheckoutPreparation['savedCard'];
}

/** Every state after the first event: `id` names the payment, so that an answer for an earlier one counts for nothing. */
interface Identified {
  id: string;
}

/**
 * A checkout's one card payment (or free order). A press of Pay moves it only from `ready` (or repeats what
 * `unconfirmed` and `authorised` left unanswered); from any other state the press takes nothing, so a payment is
 * taken at most once.
 */
export type PaymentState =
  /** Nothing prepared: the page has not opened, or nothing is due. */
  | { phase: 'idle' }
  /** GET checkout/prepare is on its way. `paying`: a press waits for the session (the provider refused the last key). */
  | (Identified & { phase: 'preparing'; prepares: number; paying: boolean; provider: CardProvider | null })
  /** No session could be had (the toast said why): the card cannot pay on this page. */
  | (Identified & { phase: 'unavailable'; message: string; provider: CardProvider | null })
  /** A session key: the card form can pay. `refusal`: what the provider said about the last card. */
  | (Identified & {
      phase: 'ready';
      prepares: number;
      provider: CardProvider;
      sessionKey: string;
      refusal: CardRefusal | null;
    })
  /** The card (or a saved card's security code) is with the provider, which answers a card identifier. */
  | (Identified & { phase: 'tokenising'; prepares: number; provider: CardProvider; sessionKey: string })
  /** POST checkout/authorise is on its way with `request`: the key authorises once. */
  | (Identified & { phase: 'authorising'; provider: CardProvider; sessionKey: string; request: AuthoriseRequest })
  /**
   * Authorise's answer was lost (none, or a 5xx): the card may have been charged. Pay repeats the same request with
   * the same key, which answers the transaction already made (decision 0500), rather than authorising another card.
   */
  | (Identified & {
      phase: 'unconfirmed';
      provider: CardProvider;
      sessionKey: string;
      request: AuthoriseRequest;
      message: string;
    })
  /** The bank checks the card (3-D Secure): its page, posted `scaData`, in a frame until sca_completed. */
  | (Identified & {
      phase: 'challenge';
      provider: CardProvider;
      sessionKey: string;
      transactionUuid: string;
      scaUrl: string;
      scaData: Record<string, string>;
    })
  /** The card is authorised and the order not placed yet: complete (idempotent per transaction) is next, or again. */
  | (Identified & { phase: 'authorised'; provider: CardProvider; sessionKey: string; transactionUuid: string })
  /** POST checkout/complete is on its way: for the authorised transaction, or for a free order (null). */
  | (Identified & {
      phase: 'completing';
      provider: CardProvider | null;
      sessionKey: string | null;
      transactionUuid: string | null;
    })
  /** The order is placed. */
  | (Identified & { phase: 'paid'; orderId: number })
  /** The payment failed, its session used up: the next is a new payment, prepared afresh. */
  | (Identified & { phase: 'failed'; message: string; provider: CardProvider | null });

export type PaymentPhase = PaymentState['phase'];
type In<P extends PaymentPhase> = Extract<PaymentState, { phase: P }>;

export const initialPaymentState: PaymentState = { phase: 'idle' };

// Events. Card data is never in one: only the provider sees it, and the card identifier it answers goes on.
const event = <P = void>(name: string) => createAction<P>(`onlinePayment/${name}`);
type Answer<P> = { id: string } & P;
type Failure = Answer<{ status: number; message: string }>;

/** Leaving checkout, a new basket, log-out, the end of a kiosk visit. */
export const onlinePaymentReset = event('reset');
/** A new payment prepares its session: on opening the page, and after a failed payment. */
export const prepareStarted = event<{ id: string }>('prepareStarted');
export const prepared = event<Answer<{ preparation: CheckoutPreparation }>>('prepared');
export const prepareFailed = event<Failure>('prepareFailed');
/** Pay pressed with the card (or the saved card's code) for the provider. */
export const tokeniseStarted = event('tokeniseStarted');
export const cardRefused = event<Answer<{ refusal: CardRefusal }>>('cardRefused');
/** The provider refused the session key (401: expired, or dead after 3 failed attempts): prepare another. */
export const sessionKeyRefused = event<Answer<{ message: string }>>('sessionKeyRefused');
/** The provider answered: authorise with its card identifier (or the activated saved card). */
export const authoriseStarted = event<Answer<{ request: AuthoriseRequest }>>('authoriseStarted');
/** Pay pressed after a lost answer: the same request again. */
export const authoriseRetried = event('authoriseRetried');
export const authoriseAnswered = event<Answer<{ authorisation: Authorisation }>>('authoriseAnswered');
export const authoriseFailed = event<Failure>('authoriseFailed');
/** The 3-D Secure frame's outcome (decision 0501). */
export const scaCompleted = event<ScaCompleted>('scaCompleted');
/** The transaction is authorised: place the order (or again, after complete failed). */
export const completeStarted = event('completeStarted');
/** Nothing is due: complete without a transaction (decision 0502). */
export const freeOrderStarted = event<{ id: string }>('freeOrderStarted');
export const completed = event<Answer<{ orderId: number }>>('completed');
export const completeFailed = event<Failure>('completeFailed');

/** No answer, or the server failed on the way back: the payment may have been taken. */
export const outcomeUnknown = (status: number) => status === 0 || status >= 500;

/** The provider the payment knows of, if any. */
export const cardProviderOf = (state: PaymentState): CardProvider | null =>
  'provider' in state ? state.provider : null;

const answers = (state: PaymentState, id: string): boolean => 'id' in state && state.id === id;

const failedWith = (state: In<'authorising' | 'challenge' | 'completing'>, message: string): PaymentState => ({
  phase: 'failed',
  id: state.id,
  message,
  provider: state.provider,
});

/**
 * A refused key (401, from prepare or the provider): another session while prepares are left, else no card payment
 * on this page. A press that was with the provider waits for the new session (`paying`).
 */
function preparingAgain(state: In<'preparing' | 'tokenising'>, message: string): PaymentState {
  const { id, prepares, provider } = state;
  if (prepares >= MAX_PREPARES) return { phase: 'unavailable', id, message, provider };
  const paying = state.phase === 'tokenising' || state.paying;
  return { phase: 'preparing', id, prepares: prepares + 1, paying, provider };
}

function authorisation(state: In<'authorising'>, answer: Authorisation): PaymentState {
  const { id, provider, sessionKey } = state;
  const { transactionUuid, scaUrl, scaData } = answer;
  if (answer.transactionStatus === 'authorised') {
    return { phase: 'authorised', id, provider, sessionKey, transactionUuid };
  }
  if (answer.transactionStatus === 'sca_required' && scaUrl && scaData) {
    return { phase: 'challenge', id, provider, sessionKey, transactionUuid, scaUrl, scaData };
  }
  // Declined (a failed payment uses the key up, decision 0500), or a check the bank gave nothing to show for.
  return failedWith(state, PAYMENT_FAILED_MESSAGE);
}

/**
 * The transition of each event: the next state, or the same state object when the event does not apply to it (a
 * press while a payment is under way, an answer for an earlier payment, a 3-D Secure outcome for another
 * transaction). Callers tell an accepted event by the state changing.
 */
const transitions: { [type: string]: (state: PaymentState, payload: never) => PaymentState } = {
  [onlinePaymentReset.type]: () => initialPaymentState,

  [prepareStarted.type]: (state, { id }: { id: string }) =>
    // Only a new payment prepares from scratch, its prepares counted afresh (four declined cards in a row must not
    // leave the fifth without a session). The provider stays known meanwhile.
    state.phase === 'idle' || state.phase === 'failed'
      ? { phase: 'preparing', id, prepares: 1, paying: false, provider: cardProviderOf(state) }
      : state,

  [prepared.type]: (state, { id, preparation }: Answer<{ preparation: CheckoutPreparation }>) => {
    if (state.phase !== 'preparing' || !answers(state, id)) return state;
    const { paymentProvider, mode, url, providerOrigin, savedCard, sessionKey } = preparation;
    const provider = { paymentProvider, mode, url, providerOrigin, savedCard };
    return state.paying
      ? { phase: 'tokenising', id, prepares: state.prepares, provider, sessionKey }
      : { phase: 'ready', id, prepares: state.prepares, provider, sessionKey, refusal: null };
  },

  [prepareFailed.type]: (state, { id, status, message }: Failure) => {
    if (state.phase !== 'preparing' || !answers(state, id)) return state;
    // docs/product/joining.md §4: a 401 is prepared again while prepares are left; anything else is not.
    if (status === 401) return preparingAgain(state, message);
    return { phase: 'unavailable', id, message, provider: state.provider };
  },

  [tokeniseStarted.type]: (state) => {
    if (state.phase !== 'ready') return state;
    const { id, prepares, provider, sessionKey } = state;
    return { phase: 'tokenising', id, prepares, provider, sessionKey };
  },

  [cardRefused.type]: (state, { id, refusal }: Answer<{ refusal: CardRefusal }>) =>
    state.phase === 'tokenising' && answers(state, id) ? { ...state, phase: 'ready', refusal } : state,

  [sessionKeyRefused.type]: (state, { id, message }: Answer<{ message: string }>) =>
    state.phase === 'tokenising' && answers(state, id) ? preparingAgain(state, message) : state,

  [authoriseStarted.type]: (state, { id, request }: Answer<{ request: AuthoriseRequest }>) =>
    state.phase === 'tokenising' && answers(state, id)
      ? { phase: 'authorising', id, provider: state.provider, sessionKey: state.sessionKey, request }
      : state,

  [authoriseRetried.type]: (state) => {
    if (state.phase !== 'unconfirmed') return state;
    const { id, provider, sessionKey, request } = state;
    return { phase: 'authorising', id, provider, sessionKey, request };
  },

  [authoriseAnswered.type]: (state, { id, authorisation: answer }: Answer<{ authorisation: Authorisation }>) =>
    state.phase === 'authorising' && answers(state, id) ? authorisation(state, answer) : state,

  [authoriseFailed.type]: (state, { id, status, message }: Failure) => {
    if (state.phase !== 'authorising' || !answers(state, id)) return state;
    // The outcome is unknown: keep the key and the request, so that the retry asks about the same transaction.
    if (outcomeUnknown(status)) return { ...state, phase: 'unconfirmed', message: PAYMENT_UNCONFIRMED_MESSAGE };
    // Refused (a 4xx): the key is used up (decision 0500).
    return failedWith(state, message);
  },

  [scaCompleted.type]: (state, { transactionUuid, status }: ScaCompleted) => {
    if (state.phase !== 'challenge' || state.transactionUuid !== transactionUuid) return state;
    // docs/product/joining.md §4: an sca_completed that is not authorised drops the payment and prepares again.
    if (status !== 'authorised') return failedWith(state, PAYMENT_FAILED_MESSAGE);
    const { id, provider, sessionKey } = state;
    return { phase: 'authorised', id, provider, sessionKey, transactionUuid };
  },

  [completeStarted.type]: (state) => {
    if (state.phase !== 'authorised') return state;
    const { id, provider, sessionKey, transactionUuid } = state;
    return { phase: 'completing', id, provider, sessionKey, transactionUuid };
  },

  [freeOrderStarted.type]: (state, { id }: { id: string }) =>
    state.phase === 'idle' || state.phase === 'unavailable'
      ? { phase: 'completing', id, provider: cardProviderOf(state), sessionKey: null, transactionUuid: null }
      : state,

  [completed.type]: (state, { id, orderId }: Answer<{ orderId: number }>) =>
    state.phase === 'completing' && answers(state, id) ? { phase: 'paid', id, orderId } : state,

  [completeFailed.type]: (state, { id, status, message }: Failure) => {
    if (state.phase !== 'completing' || !answers(state, id)) return state;
    const { provider, sessionKey, transactionUuid } = state;
    // A free order refused or unanswered: nothing was taken, it may be confirmed again (decision 0502).
    if (transactionUuid === null || sessionKey === null || provider === null) return initialPaymentState;
    // 409: the cart changed after authorise. That payment can never be completed and is not captured (decision 0500):
    // the next press pays afresh.
    if (status === 409) return failedWith(state, message);
    // Anything else: still authorised; complete is idempotent per transaction, so Pay may ask again.
    return { phase: 'authorised', id, provider, sessionKey, transactionUuid };
  },
};

/** The slice's reducer: pure, one transition per event (decision 0011). */
export function paymentReducer(state: PaymentState = initialPaymentState, action: UnknownAction): PaymentState {
  const transition = transitions[action.type];
  return transition ? transition(state, (action as { payload?: unknown }).payload as never) : state;
}

/** The state in an app's store; the slice joins the store with the checkout's code, and reads as idle before. */
export const selectOnlinePayment = (state: { onlinePayment?: PaymentState }): PaymentState =>
  state.onlinePayment ?? initialPaymentState;

/** A press is being handled or the bank is checking: the Pay button is busy and takes nothing. */
export const paymentBusy = (state: PaymentState): boolean =>
  state.phase === 'tokenising' ||
  state.phase === 'authorising' ||
  state.phase === 'challenge' ||
  state.phase === 'completing' ||
  (state.phase === 'preparing' && state.paying);

/** The provider's or our answer to a payment is awaited: nothing may cut the page short (a kiosk's idle reset). */
export const paymentAnswerAwaited = (state: PaymentState): boolean => paymentBusy(state) && state.phase !== 'challenge';

/** What the checkout pages read: the payment as docs/product/platform.md §3 "Online payment" names its parts. */
export interface CheckoutPaymentView {
  phase: PaymentPhase;
  mode: CardProvider['mode'] | null;
  providerOrigin: string | null;
  savedCard: CardProvider['savedCard'];
  /** The session a press pays with, or a payment under way holds. */
  sessionKey: string | null;
  transactionStatus: TransactionStatus | null;
  scaUrl: string | null;
  scaData: Record<string, string> | null;
  /** The authorise whose answer was lost: Pay repeats it. */
  unconfirmedAuthorise: AuthoriseRequest | null;
  completeOrderId: number | null;
}

const transactionStatusOf: Partial<Record<PaymentPhase, TransactionStatus>> = {
  challenge: 'sca_required',
  authorised: 'authorised',
  failed: 'failed',
};

export function paymentView(state: PaymentState): CheckoutPaymentView {
  const provider = cardProviderOf(state);
  return {
    phase: state.phase,
    mode: provider?.mode ?? null,
    providerOrigin: provider?.providerOrigin ?? null,
    savedCard: provider?.savedCard ?? null,
    sessionKey: 'sessionKey' in state ? state.sessionKey : null,
    transactionStatus:
      state.phase === 'completing' && state.transactionUuid !== null
        ? 'authorised'
        : (transactionStatusOf[state.phase] ?? null),
    scaUrl: state.phase === 'challenge' ? state.scaUrl : null,
    scaData: state.phase === 'challenge' ? state.scaData : null,
    unconfirmedAuthorise: state.phase === 'unconfirmed' ? state.request : null,
    completeOrderId: state.phase === 'paid' ? state.orderId : null,
  };
}

import { nanoid, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, listTag, type ApiTagType } from '@leisure/api-client';
import { checkoutApi } from '@leisure/api-client/endpoints/checkoutApi';
import type { SavedCard } from '@leisure/api-contract/browser';
import { rootReducer, showToast, type RootState } from '@leisure/app-store';
import type { CardFormValues } from '../cardForm/cardFormRules.ts';
import { cardAuthorisation, prepareRequestOf, savedCardAuthorisation } from '../checkout/checkoutRequests.ts';
import { activateSavedCard } from '../provider/activateSavedCard.ts';
import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import { tokeniseCard } from '../provider/tokeniseCard.ts';
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
  ORDER_FAILED_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_TOAST_MS,
  paymentFailure,
  paymentReducer,
  prepared,
  prepareFailed,
  PREPARE_FAILED_MESSAGE,
  prepareStarted,
  scaCompleted,
  sessionKeyRefused,
  tokeniseStarted,
  type AuthoriseRequest,
  type CardRefusal,
  type CompleteRequest,
  type PaymentFailure,
  type PaymentState,
  type PrepareRequest,
  type ScaCompleted,
} from './paymentMachine.ts';

// The one place the card payment's side effects happen (decision 0011): the calls to our API (RTK Query mutations),
// the provider's script, the toasts and the cart's reload, each step moving the machine of paymentMachine.ts by an
// event. Plain thunks, so that the card stays in their closure: a `createAsyncThunk` or a listener would carry it in
// an action, where middleware, devtools and error reporters see it. Only the provider ever gets it.

declare module '@leisure/app-store' {
  interface LazyLoadedSlices {
    onlinePayment: PaymentState;
  }
}

/** Joined to the shared root reducer when the checkout's code loads, not on the first page. */
export const injectedPaymentReducer = rootReducer.inject({ reducerPath: 'onlinePayment', reducer: paymentReducer });

export type PaymentThunk<T> = ThunkAction<Promise<T>, RootState, unknown, UnknownAction>;

/** What a press (or the bank's answer) came to, for the page: what to say or do next. */
export type PaymentOutcome =
  /** Nothing was sent: a payment is under way or done, or the page has moved on. */
  | { kind: 'ignored' }
  | { kind: 'paid'; orderId: number }
  /** The bank checks the card (3-D Secure): its frame answers next. */
  | { kind: 'challenge' }
  /** The payment failed (said for 10 s): the card fields are emptied and a new session is on its way. */
  | { kind: 'declined' }
  /** The provider would not take the card (said in a toast): its messages for the card form. */
  | { kind: 'cardRefused'; refusal: CardRefusal }
  /** Our API refused the payment or the order, or its answer was lost (said in a toast). */
  | { kind: 'refused'; failure: PaymentFailure }
  /** No card session could be had (said in a toast). */
  | { kind: 'unavailable'; message: string };

/** What the page pays for: read on each press, so that the latest terms and tenders go with it. */
export interface PaymentContext {
  /** What the order sends: source, accepted terms, waivers, offline payments, the selected user. */
  order: CompleteRequest;
  /** The cache tag of the cart paid for, reloaded when authorise fails or complete finds it changed. */
  cartTag: ApiTagType;
}

const IGNORED: PaymentOutcome = { kind: 'ignored' };

interface Io {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => RootState;
}

const selectPayment = injectedPaymentReducer.selector((state) => state.onlinePayment);
const current = ({ getState }: Io) => selectPayment(getState());

/** Dispatches an event: the state it led to, or null when the machine did not take it (nothing may follow then). */
function fire(io: Io, event: UnknownAction): PaymentState | null {
  const before = current(io);
  io.dispatch(event);
  const after = current(io);
  return after === before ? null : after;
}

/**
 * docs/product/joining.md §8: payment and card provider errors show as toasts, a payment's for 10 s
 * (docs/product/platform.md §9), the provider's for the usual 5 s.
 */
const say = (io: Io, content: string, closeAfter?: number) =>
  io.dispatch(showToast({ content, type: 'danger', ...(closeAfter ? { closeAfter } : {}) }));

// Not tracked in the API slice: the machine holds what each call answered.
const untracked = { track: false };

type Sent<T> = { ok: true; data: T } | ({ ok: false } & PaymentFailure);

async function send<T>(call: PromiseLike<{ data?: T; error?: unknown }>, fallback: string): Promise<Sent<T>> {
  const { data, error } = await call;
  return error === undefined ? { ok: true, data: data as T } : { ok: false, ...paymentFailure(error, fallback) };
}

/** docs/product/platform.md §4: the cart may have changed under the payment; the page shows it as it is now. */
const reloadCart = (io: Io, cartTag: ApiTagType) => io.dispatch(baseApi.util.invalidateTags([listTag(cartTag)]));

/** The browser data 3-D Secure needs on authorise (docs/product/platform.md §7), read from this window. */
export function browserDetails(win: Window = window) {
  const clamp = (value: number, min: number, max: number, fallback: number) =>
    Number.isFinite(value) && value >= min ? Math.min(Math.round(value), max) : fallback;
  return {
    // jsdom and some embedded browsers answer 0 or nothing: 24 bits is what 3-D Secure servers assume.
    browserColorDepth: clamp(win.screen?.colorDepth ?? 0, 1, 48, 24),
    // Java applets are gone from every browser; navigator.javaEnabled() is always false where it still exists.
    browserJavaEnabled: false,
    browserJavascriptEnabled: true,
    browserLanguage: win.navigator?.language || 'en-GB',
    browserScreenHeight: clamp(win.screen?.height ?? 0, 1, 100_000, 768),
    browserScreenWidth: clamp(win.screen?.width ?? 0, 1, 100_000, 1024),
    browserTimezoneOffset: new Date().getTimezoneOffset(),
  };
}

/**
 * GET checkout/prepare until the machine leaves `preparing`: a session (ready, or straight back to the provider for
 * a press that waits on it), or none, said in a toast. A 401 goes round again quietly while prepares are left.
 */
async function prepareSession(io: Io, request: PrepareRequest): Promise<void> {
  for (let state = current(io); state.phase === 'preparing';) {
    const { id } = state;
    const answer = await send(
      io.dispatch(checkoutApi.endpoints.prepareCheckout.initiate({ query: request }, untracked)),
      PREPARE_FAILED_MESSAGE,
    );
    const next = fire(
      io,
      answer.ok
        ? prepared({ id, preparation: answer.data })
        : prepareFailed({ id, status: answer.status, message: answer.message }),
    );
    // Taken by nothing: the page was left, or another payment began meanwhile.
    if (!next) return;
    if (next.phase === 'unavailable') say(io, next.message, PAYMENT_TOAST_MS);
    state = next;
  }
}

/** A new payment after a failed one: its session prepared afresh for the next press. */
function startAgain(io: Io, { order }: PaymentContext) {
  if (fire(io, prepareStarted({ id: nanoid() }))) void prepareSession(io, prepareRequestOf(order));
}

/** A payment declined, or failed at the bank: said for 10 s (docs/product/joining.md §8) and prepared afresh. */
function declined(io: Io, context: PaymentContext): PaymentOutcome {
  say(io, PAYMENT_FAILED_MESSAGE, PAYMENT_TOAST_MS);
  startAgain(io, context);
  return { kind: 'declined' };
}

type ProviderAnswer<T> =
  | { kind: 'done'; value: T }
  | { kind: 'sessionKeyRefused'; message: string }
  | { kind: 'refused'; refusal: CardRefusal };

/**
 * A call to the provider in the browser with the session key. A key the provider refuses (401: expired after 400 s,
 * or dead after 3 failed attempts) is replaced by a new session and the call made again, until the machine has no
 * prepares left (docs/product/joining.md §4). Answers the call's value with the payment it belongs to, or the outcome.
 */
async function withProvider<T>(
  io: Io,
  context: PaymentContext,
  call: (sessionKey: string) => Promise<ProviderAnswer<T>>,
): Promise<{ kind: 'done'; value: T; id: string } | PaymentOutcome> {
  for (let state = current(io); state.phase === 'tokenising'; state = current(io)) {
    const { id } = state;
    const answer = await call(state.sessionKey);
    if (answer.kind === 'done') return { ...answer, id };
    if (answer.kind === 'refused') {
      if (!fire(io, cardRefused({ id, refusal: answer.refusal }))) return IGNORED;
      say(io, answer.refusal.message);
      return { kind: 'cardRefused', refusal: answer.refusal };
    }
    const next = fire(io, sessionKeyRefused({ id, message: answer.message }));
    if (!next) return IGNORED;
    if (next.phase === 'unavailable') say(io, next.message, PAYMENT_TOAST_MS);
    else await prepareSession(io, prepareRequestOf(context.order));
  }
  const after = current(io);
  return after.phase === 'unavailable' ? { kind: 'unavailable', message: after.message } : IGNORED;
}

/** POST checkout/complete for the transaction (or the free order) the machine is completing. */
async function sendComplete(io: Io, context: PaymentContext): Promise<PaymentOutcome> {
  const state = current(io);
  if (state.phase !== 'completing') return IGNORED;
  const { id, transactionUuid } = state;
  const answer = await send(
    io.dispatch(
      checkoutApi.endpoints.completeCheckout.initiate(
        { body: transactionUuid === null ? context.order : { ...context.order, transactionUuid } },
        untracked,
      ),
    ),
    ORDER_FAILED_MESSAGE,
  );
  if (answer.ok) {
    const { orderId } = answer.data;
    return fire(io, completed({ id, orderId })) ? { kind: 'paid', orderId } : IGNORED;
  }
  const failure: PaymentFailure = {
    message: answer.message,
    status: answer.status,
    refusedFields: answer.refusedFields,
  };
  const next = fire(io, completeFailed({ id, status: failure.status, message: failure.message }));
  if (!next) return IGNORED;
  say(io, failure.message, PAYMENT_TOAST_MS);
  if (next.phase === 'failed') {
    // 409: the cart changed after authorise (a line can no longer be booked): reloaded, and the next press pays afresh.
    reloadCart(io, context.cartTag);
    startAgain(io, context);
  }
  return { kind: 'refused', failure };
}

const complete = (io: Io, context: PaymentContext) =>
  fire(io, completeStarted()) ? sendComplete(io, context) : Promise.resolve(IGNORED);

/** POST checkout/authorise with the request the machine holds, then on: complete, the bank's check, or a failure. */
async function sendAuthorise(io: Io, context: PaymentContext): Promise<PaymentOutcome> {
  const state = current(io);
  if (state.phase !== 'authorising') return IGNORED;
  const { id, sessionKey, request } = state;
  const answer = await send(
    io.dispatch(
      checkoutApi.endpoints.authorisePayment.initiate(
        { body: { ...request, ...browserDetails(), sessionKey } },
        untracked,
      ),
    ),
    PAYMENT_FAILED_MESSAGE,
  );
  if (answer.ok) {
    const next = fire(io, authoriseAnswered({ id, authorisation: answer.data }));
    if (next?.phase === 'authorised') return complete(io, context);
    if (next?.phase === 'challenge') return { kind: 'challenge' };
    return next?.phase === 'failed' ? declined(io, context) : IGNORED;
  }
  const next = fire(io, authoriseFailed({ id, status: answer.status, message: answer.message }));
  if (next?.phase !== 'unconfirmed' && next?.phase !== 'failed') return IGNORED;
  // A lost answer says so in words that do not promise "not charged"; a refusal, the server's.
  const failure: PaymentFailure = { message: next.message, status: answer.status, refusedFields: answer.refusedFields };
  reloadCart(io, context.cartTag);
  say(io, failure.message, PAYMENT_TOAST_MS);
  // A refusal used the key up: a new session for the next press, the card fields kept for it.
  if (next.phase === 'failed') startAgain(io, context);
  return { kind: 'refused', failure };
}

/**
 * A press while an earlier one's answer was lost asks about the same payment: the same authorise again (the key
 * answers the transaction it made), or complete again (idempotent per transaction). Null when there is none.
 */
function resumed(io: Io, context: PaymentContext): Promise<PaymentOutcome> | null {
  if (fire(io, authoriseRetried())) return sendAuthorise(io, context);
  if (current(io).phase === 'authorised') return complete(io, context);
  return null;
}

/** Authorises what the provider has just taken, unless the payment moved on meanwhile. */
function authorise(io: Io, id: string, request: AuthoriseRequest, context: PaymentContext) {
  return fire(io, authoriseStarted({ id, request })) ? sendAuthorise(io, context) : Promise.resolve(IGNORED);
}

/** Opening the page with something due: the payment's card session (GET checkout/prepare, a 401 prepared again). */
export const preparePayment =
  (request: PrepareRequest): PaymentThunk<void> =>
  async (dispatch, getState) => {
    const io = { dispatch, getState };
    if (fire(io, prepareStarted({ id: nanoid() }))) await prepareSession(io, request);
  };

export interface CardPayment extends PaymentContext {
  /** The provider's script, once loaded. */
  provider: CardProviderApi | null;
  /** The card form as submitted: its card goes to the provider only, its billing details to authorise. */
  card: CardFormValues;
}

/** Pay with a new card: the provider tokenises it, authorise pays with its identifier, then the bank or complete. */
export const payByCard =
  ({ provider, card, ...context }: CardPayment): PaymentThunk<PaymentOutcome> =>
  async (dispatch, getState) => {
    const io = { dispatch, getState };
    const resuming = resumed(io, context);
    if (resuming) return resuming;
    if (!provider || !fire(io, tokeniseStarted())) return IGNORED;
    const tokenised = await withProvider(io, context, async (sessionKey) => {
      const answer = await tokeniseCard(provider, sessionKey, card);
      if (answer.kind === 'tokenised') return { kind: 'done', value: answer.cardIdentifier };
      if (answer.kind === 'sessionKeyRefused') return answer;
      return { kind: 'refused', refusal: { message: answer.message, fieldErrors: answer.fieldErrors } };
    });
    if (tokenised.kind !== 'done') return tokenised;
    return authorise(io, tokenised.id, cardAuthorisation(context.order, card, tokenised.value), context);
  };

export interface SavedCardPayment extends PaymentContext {
  provider: CardProviderApi | null;
  /** Given to the provider only (docs/product/joining.md §5: a saved card asks for nothing else). */
  securityCode: string;
  /** The profile's billing details. */
  billing: Parameters<typeof savedCardAuthorisation>[1];
}

/**
 * Pay with the saved card the session offers: its security code goes to the provider (activated for the session
 * key, decision 0505), then authorise pays with the saved card's id.
 */
export const payBySavedCard =
  ({ provider, securityCode, billing, ...context }: SavedCardPayment): PaymentThunk<PaymentOutcome> =>
  async (dispatch, getState) => {
    const io = { dispatch, getState };
    const resuming = resumed(io, context);
    if (resuming) return resuming;
    const state = current(io);
    const savedCard: SavedCard | null = state.phase === 'ready' ? state.provider.savedCard : null;
    if (!provider || !savedCard || !fire(io, tokeniseStarted())) return IGNORED;
    const activated = await withProvider(io, context, async (sessionKey) => {
      const answer = await activateSavedCard(provider, sessionKey, savedCard, securityCode);
      if (answer.kind === 'activated') return { kind: 'done', value: savedCard };
      if (answer.kind === 'sessionKeyRefused') return answer;
      return { kind: 'refused', refusal: { message: answer.message, fieldErrors: { securityCode: answer.message } } };
    });
    if (activated.kind !== 'done') return activated;
    return authorise(io, activated.id, savedCardAuthorisation(context.order, billing, activated.value), context);
  };

/** The bank's answer from the 3-D Secure frame: the order is completed, or the payment has failed. */
export const settleWithBank =
  (result: ScaCompleted, context: PaymentContext): PaymentThunk<PaymentOutcome> =>
  async (dispatch, getState) => {
    const io = { dispatch, getState };
    const next = fire(io, scaCompleted(result));
    if (next?.phase === 'authorised') return complete(io, context);
    return next?.phase === 'failed' ? declined(io, context) : IGNORED;
  };

/** Nothing is due: POST checkout/complete without a transaction (decision 0502). Never two at once. */
export const submitFreeOrder =
  (context: PaymentContext): PaymentThunk<PaymentOutcome> =>
  async (dispatch, getState) => {
    const io = { dispatch, getState };
    return fire(io, freeOrderStarted({ id: nanoid() })) ? sendComplete(io, context) : IGNORED;
  };

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { baseApi, listTag, type ApiTagType } from '@leisure/api-client';
import { showToast, useAppDispatch, useAppSelector, useAppStore } from '@leisure/app-store';
import type { CardFormHandle } from '../cardForm/CardForm.tsx';
import type { CardFormValues } from '../cardForm/cardFormRules.ts';
import { activatePreparedSavedCard } from '../online/activatePreparedSavedCard.ts';
import { selectOnlinePayment } from '../online/onlinePaymentState.ts';
import { onlinePaymentReset, scaCompleted, type ScaCompleted } from '../online/onlinePaymentSlice.ts';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_TOAST_MS } from '../online/paymentMessages.ts';
import type { AuthoriseRequest } from '../online/paymentRequests.ts';
import type { PaymentFailure } from '../online/paymentThunk.ts';
import { authorisePayment, completePayment, submitFreeOrder } from '../online/paymentThunks.ts';
import { tokenisePreparedCard } from '../online/tokenisePreparedCard.ts';
import type { ProviderCardField } from '../provider/tokeniseCard.ts';
import {
  cardAuthorisation,
  prepareRequestOf,
  savedCardAuthorisation,
  type CheckoutOrder,
  type SavedCardBilling,
} from './checkoutRequests.ts';
import { useCardProvider } from './useCardProvider.ts';
import { useCardSession } from './useCardSession.ts';

export interface CheckoutPaymentOptions {
  /** Minor units due now: above zero a card pays, at zero the order is confirmed without one. */
  amountDue: number;
  /**
   * What the order sends (source 'online-joining' or 'bookings', accepted terms, waivers, offline payments, the
   * selected user): read when Pay is pressed.
   */
  order: CheckoutOrder;
  /** The cache tag of the cart being paid for: reloaded after a failed authorise (docs/product/platform.md §4). */
  cartTag: ApiTagType;
  /** The card form (or saved-card form) on the page: a failed payment empties its card fields. */
  cardForm: RefObject<CardFormHandle | null>;
  /**
   * The server refused the payment or the order (its toast is already shown): the page can say where the problem is,
   * e.g. online joining's unaccepted terms, or a basket line that can no longer be booked.
   */
  onRefused?: (failure: PaymentFailure) => void;
}

/**
 * The checkout's one payment (docs/product/joining.md §4, docs/product/bookings.md D24): prepared when the page opens, then
 * card → provider (tokenise) → authorise → 3-D Secure when the bank asks → complete; or a free order when nothing is
 * due. A payment that fails says so for 10 s, empties only the card fields and prepares a new session; an authorise
 * whose answer was lost is repeated as it was (same key and card), so the retry cannot authorise twice.
 */
export function useCheckoutPayment({ amountDue, order, cartTag, cardForm, onRefused }: CheckoutPaymentOptions) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const payment = useAppSelector(selectOnlinePayment);
  const provider = useCardProvider(payment.url, payment.providerOrigin);
  const [providerErrors, setProviderErrors] = useState<Partial<Record<ProviderCardField, string>>>({});
  // Set synchronously on a press: a second press (or Enter) before the first reaches the store does nothing.
  const paying = useRef(false);
  const [working, setWorking] = useState(false);

  const prepareRequest = prepareRequestOf(order);
  const prepare = useCardSession(amountDue > 0, prepareRequest, cartTag);

  // The latest order and refusal handler, read when a press is handled (not when the callbacks were made).
  const latest = useRef({ order, onRefused });
  useEffect(() => {
    latest.current = { order, onRefused };
  });
  const refused = useCallback((failure: PaymentFailure | undefined) => {
    if (failure) latest.current.onRefused?.(failure);
  }, []);

  const failed = useCallback(() => {
    dispatch(showToast({ content: PAYMENT_FAILED_MESSAGE, type: 'danger', closeAfter: PAYMENT_TOAST_MS }));
    cardForm.current?.clearCardFields();
    setProviderErrors({});
    void prepare();
  }, [cardForm, dispatch, prepare]);

  const complete = useCallback(async () => {
    const result = await dispatch(completePayment(latest.current.order));
    if (!completePayment.rejected.match(result)) return;
    refused(result.payload);
    // 409: the cart changed after authorise (e.g. a line can no longer be booked). That payment can never be
    // completed, and is not captured (decision 0500): the cart is reloaded and the next press pays afresh.
    if (result.payload?.status === 409) {
      dispatch(onlinePaymentReset());
      dispatch(baseApi.util.invalidateTags([listTag(cartTag)]));
      void prepare();
    }
  }, [cartTag, dispatch, prepare, refused]);

  const authorise = useCallback(
    async (request: AuthoriseRequest) => {
      const result = await dispatch(authorisePayment(request));
      if (!authorisePayment.fulfilled.match(result)) {
        refused(result.payload);
        // A refusal (4xx) used the session up: prepare another; the card fields stay for the next try. A lost
        // answer keeps its session for the repeat. The thunk has already said what went wrong.
        if (!result.meta.condition && !selectOnlinePayment(store.getState()).unconfirmedAuthorise) {
          void prepare();
        }
        return;
      }
      if (result.payload.transactionStatus === 'authorised') await complete();
      else if (result.payload.transactionStatus === 'failed') failed();
    },
    [complete, dispatch, failed, prepare, refused, store],
  );

  /** Paying again after an unanswered call: ask about the same payment rather than start another. */
  const resume = useCallback(async (): Promise<boolean> => {
    const current = selectOnlinePayment(store.getState());
    if (current.unconfirmedAuthorise) {
      await authorise(current.unconfirmedAuthorise);
      return true;
    }
    if (current.transactionStatus === 'authorised' && current.completeOrderId === null) {
      await complete();
      return true;
    }
    return false;
  }, [authorise, complete, store]);

  const once = useCallback(async (run: () => Promise<void>) => {
    if (paying.current) return;
    paying.current = true;
    setWorking(true);
    try {
      await run();
    } finally {
      paying.current = false;
      setWorking(false);
    }
  }, []);

  const payWithCard = useCallback(
    (values: CardFormValues) =>
      once(async () => {
        if ((await resume()) || !provider) return;
        setProviderErrors({});
        // A plain thunk: the card stays in this closure, never in an action or the store.
        const tokenised = await dispatch(
          tokenisePreparedCard({ provider, card: values, prepare: prepareRequestOf(latest.current.order) }),
        );
        if (tokenised.kind === 'refused') {
          setProviderErrors(tokenised.refusal.fieldErrors);
          return;
        }
        await authorise(cardAuthorisation(latest.current.order, values, tokenised.value.cardIdentifier));
      }),
    [authorise, dispatch, once, provider, resume],
  );

  /**
   * The saved card needs only its security code (docs/product/joining.md §5), which goes to the provider (activation for this
   * session key); the billing details are the customer's own.
   */
  const payWithSavedCard = useCallback(
    (securityCode: string, billing: SavedCardBilling) =>
      once(async () => {
        const { savedCard } = selectOnlinePayment(store.getState());
        if ((await resume()) || !savedCard || !provider) return;
        setProviderErrors({});
        const activated = await dispatch(
          activatePreparedSavedCard({
            provider,
            savedCard,
            securityCode,
            prepare: prepareRequestOf(latest.current.order),
          }),
        );
        if (activated.kind === 'refused') {
          setProviderErrors(activated.refusal.fieldErrors);
          return;
        }
        await authorise(savedCardAuthorisation(latest.current.order, billing, savedCard));
      }),
    [authorise, dispatch, once, provider, resume, store],
  );

  const confirmFreeOrder = useCallback(
    () =>
      once(async () => {
        const result = await dispatch(submitFreeOrder(latest.current.order));
        if (submitFreeOrder.rejected.match(result)) refused(result.payload);
      }),
    [dispatch, once, refused],
  );

  /** The bank's answer from the 3-D Secure frame: complete the order, or start over with a new session. */
  const bankAnswered = useCallback(
    (result: ScaCompleted) => {
      dispatch(scaCompleted(result));
      const status = selectOnlinePayment(store.getState()).transactionStatus;
      if (status === 'authorised') void once(complete);
      else if (status === 'failed') failed();
    },
    [complete, dispatch, failed, once, store],
  );

  return {
    payment,
    /** A press is being handled (tokenising, authorising, completing): the Pay button shows it and ignores presses. */
    busy: working || payment.inProgress,
    providerReady: provider !== null,
    providerErrors,
    payWithCard,
    payWithSavedCard,
    confirmFreeOrder,
    bankAnswered,
  };
}

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ApiTagType } from '@leisure/api-client';
import { showToast, useAppDispatch, useAppSelector } from '@leisure/app-store';
import type { CardFormHandle } from '../cardForm/CardForm.tsx';
import type { CardFormValues } from '../cardForm/cardFormRules.ts';
import {
  payByCard,
  payBySavedCard,
  preparePayment,
  settleWithBank,
  submitFreeOrder,
  type PaymentOutcome,
} from '../online/paymentFlow.ts';
import {
  cardProviderOf,
  onlinePaymentReset,
  paymentBusy,
  paymentView,
  selectOnlinePayment,
  type CardRefusal,
  type PaymentFailure,
  type ScaCompleted,
} from '../online/paymentMachine.ts';
import { loadCardProvider } from '../provider/loadCardProvider.ts';
import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import { prepareRequestOf, type CheckoutOrder, type SavedCardBilling } from './checkoutRequests.ts';

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

const noFieldErrors: CardRefusal['fieldErrors'] = {};

/**
 * The card provider's script, loaded from the prepared session's url once it is known (docs/product/joining.md §7:
 * the script comes from the session, on the provider's own origin). Null until it has loaded; a failure is said in a
 * toast (§8: card provider errors show as toasts) and the card form cannot be paid with.
 */
function useCardProvider(url: string | null, providerOrigin: string | null): CardProviderApi | null {
  const [provider, setProvider] = useState<CardProviderApi | null>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!url || !providerOrigin) return;
    let current = true;
    loadCardProvider(url, providerOrigin).then(
      (loaded) => {
        if (current) setProvider(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        const content = error instanceof Error ? error.message : 'Card payments are not available right now.';
        dispatch(showToast({ content, type: 'danger' }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, providerOrigin, dispatch]);

  return provider;
}

/**
 * The checkout's one payment (docs/product/joining.md §4, docs/product/bookings.md D24; decision 0011): the state
 * machine of paymentMachine.ts, moved by paymentFlow.ts. Prepared when the page opens with something due (once per
 * visit: StrictMode runs effects twice), then card → provider (tokenise) → authorise → 3-D Secure when the bank asks
 * → complete; or a free order when nothing is due. What a press came to is the page's to show: a failed payment
 * empties only the card fields, a refusal goes to `onRefused`.
 */
export function useCheckoutPayment({ amountDue, order, cartTag, cardForm, onRefused }: CheckoutPaymentOptions) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOnlinePayment);
  const payment = useMemo(() => paymentView(state), [state]);
  const known = cardProviderOf(state);
  const provider = useCardProvider(known?.url ?? null, known?.providerOrigin ?? null);

  // The latest order and refusal handler, read when a press is handled (not when the callbacks were made).
  const latest = useRef({ order, cartTag, onRefused });
  useEffect(() => {
    latest.current = { order, cartTag, onRefused };
  });

  const due = amountDue > 0;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(onlinePaymentReset());
    if (due) void dispatch(preparePayment(prepareRequestOf(latest.current.order)));
  }, [dispatch, due]);

  // The last payment was declined: said by the card form until the next payment has an answer (issue 23).
  const [declined, setDeclined] = useState(false);

  const settle = useCallback(
    (outcome: PaymentOutcome) => {
      if (outcome.kind !== 'ignored') setDeclined(outcome.kind === 'declined');
      if (outcome.kind === 'declined') cardForm.current?.clearCardFields();
      if (outcome.kind === 'refused') latest.current.onRefused?.(outcome.failure);
    },
    [cardForm],
  );

  const payWithCard = useCallback(
    async (card: CardFormValues) => {
      const { order: current, cartTag: tag } = latest.current;
      settle(await dispatch(payByCard({ provider, card, order: current, cartTag: tag })));
    },
    [dispatch, provider, settle],
  );

  /** The saved card needs only its security code (docs/product/joining.md §5); the billing details are the profile's. */
  const payWithSavedCard = useCallback(
    async (securityCode: string, billing: SavedCardBilling) => {
      const { order: current, cartTag: tag } = latest.current;
      settle(await dispatch(payBySavedCard({ provider, securityCode, billing, order: current, cartTag: tag })));
    },
    [dispatch, provider, settle],
  );

  const confirmFreeOrder = useCallback(async () => {
    const { order: current, cartTag: tag } = latest.current;
    settle(await dispatch(submitFreeOrder({ order: current, cartTag: tag })));
  }, [dispatch, settle]);

  /** The bank's answer from the 3-D Secure frame: complete the order, or start over with a new session. */
  const bankAnswered = useCallback(
    (result: ScaCompleted) => {
      const { order: current, cartTag: tag } = latest.current;
      void dispatch(settleWithBank(result, { order: current, cartTag: tag })).then(settle);
    },
    [dispatch, settle],
  );

  return {
    /** The machine's state, and the parts of it a page reads. */
    state,
    payment,
    /** A press is being handled (tokenising, authorising, completing) or the bank is checking: Pay takes nothing. */
    busy: paymentBusy(state),
    providerReady: provider !== null,
    /** The last payment was declined, or failed at the bank: the page says so by the card form. */
    declined,
    /** The provider's messages for the card form's fields, from the last card it refused. */
    providerErrors: state.phase === 'ready' && state.refusal ? state.refusal.fieldErrors : noFieldErrors,
    payWithCard,
    payWithSavedCard,
    confirmFreeOrder,
    bankAnswered,
  };
}

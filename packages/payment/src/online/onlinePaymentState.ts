import { idleRequest, type RequestState } from '@leisure/api-client';
import type { CheckoutPreparation, SavedCard, TransactionStatus } from '@leisure/api-contract/browser';
import type { RootState } from '@leisure/app-store';
import type { AuthoriseRequest } from './paymentRequests.ts';

/** docs/product/joining.md §4, §9: a card session is prepared at most 5 times (the first and 4 after a refused key). */
export const MAX_PREPARES = 5;

export type PaymentCall = 'prepare' | 'authorise' | 'complete' | 'payAtFrontOfHouse';

/** docs/product/platform.md §3 "Online payment": the card session, the transaction and the order it became. */
export interface OnlinePaymentState {
  paymentProvider: CheckoutPreparation['paymentProvider'] | null;
  sessionKey: string | null;
  mode: CheckoutPreparation['mode'] | null;
  url: string | null;
  providerOrigin: string | null;
  savedCard: SavedCard | null;
  /** Prepares made for this payment; the next is refused at MAX_PREPARES. */
  prepareCount: number;
  scaData: Record<string, string> | null;
  scaUrl: string | null;
  transactionStatus: TransactionStatus | null;
  transactionUuid: string | null;
  completeOrderId: number | null;
  /** From authorise until the order is placed or the payment fails: the pay button stays busy. */
  inProgress: boolean;
  /** Set by an authorise failure: the cart may have changed under the payment, the page reloads it. */
  cartReloadNeeded: boolean;
  /**
   * An authorise sent but not answered (no answer, or a 5xx): the card may have been authorised. Sending the same
   * request again with the same session key answers the transaction already made (decision 0500), so a retry
   * repeats it rather than tokenising a card again with a new key, which would authorise a second time.
   */
  unconfirmedAuthorise: AuthoriseRequest | null;
  requests: Record<PaymentCall, RequestState>;
}

export const initialOnlinePaymentState: OnlinePaymentState = {
  paymentProvider: null,
  sessionKey: null,
  mode: null,
  url: null,
  providerOrigin: null,
  savedCard: null,
  prepareCount: 0,
  scaData: null,
  scaUrl: null,
  transactionStatus: null,
  transactionUuid: null,
  completeOrderId: null,
  inProgress: false,
  cartReloadNeeded: false,
  unconfirmedAuthorise: null,
  requests: { prepare: idleRequest, authorise: idleRequest, complete: idleRequest, payAtFrontOfHouse: idleRequest },
};

/** The slice is injected lazily: before its module loads, the state reads as the initial one. */
export const selectOnlinePayment = (state: RootState): OnlinePaymentState =>
  state.onlinePayment ?? initialOnlinePaymentState;

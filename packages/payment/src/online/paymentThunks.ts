import { callEndpoint, isCancelledRequest, toApiError } from '@leisure/api-client';
import { checkoutRoutes, type Authorisation, type CheckoutPreparation } from '@leisure/api-contract/browser';
import { browserDetails } from './browserDetails.ts';
import { MAX_PREPARES, selectOnlinePayment } from './onlinePaymentState.ts';
import {
  ORDER_FAILED_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_TOAST_MS,
  PAYMENT_UNCONFIRMED_MESSAGE,
  PREPARE_FAILED_MESSAGE,
} from './paymentMessages.ts';
import type { AuthoriseRequest, CompleteRequest, FrontOfHouseRequest, PrepareRequest } from './paymentRequests.ts';
import { createPaymentThunk, type PaymentFailure } from './paymentThunk.ts';

function failure(error: unknown, fallback: string, reloadCart = false): PaymentFailure {
  const apiError = toApiError(error);
  // toApiError answers the generic words when there was no answer at all; the payment's own words say more.
  const message = apiError.status === 0 ? fallback : apiError.message;
  return { message, status: apiError.status, reloadCart, refusedFields: Object.keys(apiError.validationMessages) };
}

/** No answer, or the server failed on the way back: the payment may have been taken. */
export const outcomeUnknown = (status: number) => status === 0 || status >= 500;

const toast = (content: string) => ({ toast: { content, type: 'danger' as const, closeAfter: PAYMENT_TOAST_MS } });

/**
 * GET checkout/prepare: a merchant session key and the provider's script. Refused without a request once a
 * prepare is under way or MAX_PREPARES have been made for this payment (docs/product/joining.md §4: up to 5 after 401s).
 */
export const preparePayment = createPaymentThunk<CheckoutPreparation, PrepareRequest>(
  'onlinePayment/prepare',
  async (request, { extra, signal, getState, rejectWithValue }) => {
    try {
      return await callEndpoint(extra.httpClient, checkoutRoutes.prepareCheckout, { query: request, signal });
    } catch (error) {
      if (isCancelledRequest(error)) throw error;
      const problem = failure(error, PREPARE_FAILED_MESSAGE);
      // A refused key (401) is prepared again while prepares are left: nothing to tell the customer yet.
      const retried = problem.status === 401 && selectOnlinePayment(getState()).prepareCount < MAX_PREPARES;
      return rejectWithValue(problem, retried ? {} : toast(problem.message));
    }
  },
  {
    condition: (_request, { getState }) => {
      const payment = selectOnlinePayment(getState());
      return payment.requests.prepare.phase !== 'requesting' && payment.prepareCount < MAX_PREPARES;
    },
  },
);

/**
 * POST checkout/authorise with the prepared session key. Not sent while another payment call is in progress, so a
 * second press of Pay takes nothing. A failure (refused, conflict, no answer) asks the page to reload the cart
 * (docs/product/platform.md §4); a `failed` status is an answer, not a failure: the slice records it and the key is used up.
 */
export const authorisePayment = createPaymentThunk<Authorisation, AuthoriseRequest>(
  'onlinePayment/authorise',
  async (request, { extra, getState, rejectWithValue }) => {
    const { sessionKey } = selectOnlinePayment(getState());
    try {
      return await callEndpoint(extra.httpClient, checkoutRoutes.authorisePayment, {
        body: { ...request, ...browserDetails(), sessionKey: sessionKey ?? '' },
      });
    } catch (error) {
      const problem = failure(error, PAYMENT_FAILED_MESSAGE, true);
      if (outcomeUnknown(problem.status)) problem.message = PAYMENT_UNCONFIRMED_MESSAGE;
      return rejectWithValue(problem, toast(problem.message));
    }
  },
  {
    condition: (_request, { getState }) => {
      const payment = selectOnlinePayment(getState());
      return !payment.inProgress && payment.sessionKey !== null;
    },
  },
);

/** POST checkout/complete for the authorised transaction: the order. Never two at once for one payment. */
export const completePayment = createPaymentThunk<{ orderId: number }, CompleteRequest>(
  'onlinePayment/complete',
  async (request, { extra, getState, rejectWithValue }) => {
    const { transactionUuid } = selectOnlinePayment(getState());
    try {
      return await callEndpoint(extra.httpClient, checkoutRoutes.completeCheckout, {
        body: { ...request, transactionUuid },
      });
    } catch (error) {
      const problem = failure(error, ORDER_FAILED_MESSAGE);
      return rejectWithValue(problem, toast(problem.message));
    }
  },
  {
    condition: (_request, { getState }) => {
      const payment = selectOnlinePayment(getState());
      return (
        payment.requests.complete.phase !== 'requesting' &&
        payment.transactionStatus === 'authorised' &&
        payment.transactionUuid !== null &&
        payment.completeOrderId === null
      );
    },
  },
);

/** POST checkout/complete without a transaction: nothing is due (decision 0502). Never two at once. */
export const submitFreeOrder = createPaymentThunk<{ orderId: number }, CompleteRequest>(
  'onlinePayment/submitFreeOrder',
  async (request, { extra, rejectWithValue }) => {
    try {
      return await callEndpoint(extra.httpClient, checkoutRoutes.completeCheckout, { body: request });
    } catch (error) {
      const problem = failure(error, ORDER_FAILED_MESSAGE);
      return rejectWithValue(problem, toast(problem.message));
    }
  },
  { condition: (_request, { getState }) => !selectOnlinePayment(getState()).inProgress },
);

/**
 * POST checkout/pay (staff): a customer's basket (or joining cart) paid with offline tenders. Never two at once; the
 * server pays a cart once (a repeat answers 422 `cart`), so a retry cannot take a second payment (decision 0500).
 */
export const payAtFrontOfHouse = createPaymentThunk<{ orderId: number }, FrontOfHouseRequest>(
  'onlinePayment/payAtFrontOfHouse',
  async (request, { extra, rejectWithValue }) => {
    try {
      return await callEndpoint(extra.httpClient, checkoutRoutes.payAtFrontOfHouse, {
        body: { ...request, source: request.source ?? 'bookings' },
      });
    } catch (error) {
      const problem = failure(error, ORDER_FAILED_MESSAGE);
      return rejectWithValue(problem, toast(problem.message));
    }
  },
  { condition: (_request, { getState }) => !selectOnlinePayment(getState()).inProgress },
);

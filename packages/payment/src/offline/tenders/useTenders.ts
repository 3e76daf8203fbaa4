import { useCallback } from 'react';
import type { CartPayment } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useSetCartPaymentMutation } from '@leisure/api-client/endpoints/cartChangesApi';
import { useAppDispatch, useAppStore } from '@leisure/app-store';
import { formatMoney } from '../../money/formatMoney.ts';
import { offlinePaymentSet, offlinePaymentsSynced, selectOfflinePayments } from '../offlinePaymentsSlice.ts';
import type { ApplyTender } from './OfflineTendersPanel.tsx';
import { dueForTender } from './tenderAmounts.ts';

/** Why the server refused a tender, for its field: the `amount` message, else the answer's own words. */
function refusalOf(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong, please try again.';
  return error.validationMessages.amount?.[0] ?? error.validationMessages.tenderType?.[0] ?? error.message;
}

/**
 * Tenders on the selected customer's basket (decision 0307): POST /cart/payments, whose answer is the basket with its
 * payments; the tender then goes on the slice (rules 1 and 2) and the answer is synced (rule 4).
 */
export function useBasketTenders(selectedUserId: number): ApplyTender {
  const dispatch = useAppDispatch();
  const [setCartPayment] = useSetCartPaymentMutation();
  return useCallback(
    async (payment: CartPayment) => {
      const answer = await setCartPayment({ body: { ...payment, selectedUserId } });
      if ('error' in answer) return refusalOf(answer.error);
      dispatch(offlinePaymentSet(payment));
      dispatch(offlinePaymentsSynced(answer.data.payments, answer.data.uuid));
      return null;
    },
    [dispatch, selectedUserId, setCartPayment],
  );
}

export const CARD_UNDER_WAY_MESSAGE = 'A card payment is under way: the payments cannot change until it ends.';

/**
 * Tenders on a cart that holds no payments (the joining cart, docs/decisions/0602): kept in the slice by the rules
 * until they are sent, with Complete order when they pay it all, or with the card that pays the rest. None may take
 * more than is left to pay (the server's words), and none may change while a card payment is under way (authorised
 * with these tenders, or waiting on the bank): its order would no longer match them.
 */
export function useLocalTenders(balance: number, currencySymbol?: string, cardUnderWay = false): ApplyTender {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (payment: CartPayment) => {
      if (cardUnderWay) return Promise.resolve(CARD_UNDER_WAY_MESSAGE);
      const due = dueForTender(balance, selectOfflinePayments(store.getState()), payment.tenderType);
      if (payment.amount > due) {
        return Promise.resolve(`That is more than the ${formatMoney(due, currencySymbol)} left to pay.`);
      }
      dispatch(offlinePaymentSet(payment));
      return Promise.resolve(null);
    },
    [balance, cardUnderWay, currencySymbol, dispatch, store],
  );
}

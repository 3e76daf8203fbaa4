import { useEffect } from 'react';
import type { JoiningCart } from '@leisure/api-contract';
import { useGetClientQuery } from '@leisure/api-client/endpoints/siteApi';
import { useAppDispatch, useAppSelector, useAppStore } from '@leisure/app-store';
import {
  offlinePaymentsSynced,
  selectOfflinePayments,
  selectOfflinePaymentsCart,
  TENDER_TYPES,
} from '@leisure/payment';
import type { DeskCheckout } from '@leisure/payment/checkout';
import { OfflineTendersPanel, useFrontOfHousePayment, useLocalTenders } from '@leisure/payment/offlineTenders';

/**
 * With what the checkout around it gives the desk: the customer the membership is sold to (the staff bar's
 * selection), the accepted terms, whenAgreed and whether a card is under way.
 */
export interface StaffJoiningPaymentProps extends DeskCheckout {
  cart: JoiningCart;
}

/**
 * Selling a membership at the desk (docs/decisions/0602, 0620): offline tenders against what the joining cart needs
 * now, held on the page (the joining cart holds no payments) and sent with POST checkout/pay, source online-joining,
 * when they add up to it; while a balance remains the checkout's card takes the rest, sent with the tenders. Loaded
 * only for staff serving a customer.
 */
export function StaffJoiningPayment({
  cart,
  selectedUserId,
  currencySymbol,
  terms,
  agreedAtDesk,
  completeOrderProblem,
  whenAgreed,
  onOrderPlaced,
  onRefused,
  cardUnderWay,
}: StaffJoiningPaymentProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const client = useGetClientQuery(undefined);
  const tenderTypes = client.data?.offlineTenderTypes ?? TENDER_TYPES;
  const payments = useAppSelector(selectOfflinePayments);
  const taken = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const balance = Math.max(0, cart.paymentOption.costs.totalToPayNow.amount - taken);
  const applyTender = useLocalTenders(balance, currencySymbol, cardUnderWay);
  const { pay, busy } = useFrontOfHousePayment();

  // Another customer's cart, or another cart: nothing tendered for the last one carries over.
  const cartKey = `joining:${selectedUserId}:${cart.cartId}`;
  useEffect(() => {
    if (selectOfflinePaymentsCart(store.getState()) !== cartKey) dispatch(offlinePaymentsSynced([], cartKey));
  }, [cartKey, dispatch, store]);

  const completeOrder = () =>
    whenAgreed(async () => {
      const outcome = await pay({
        source: 'online-joining',
        selectedUserId,
        payments: [...payments],
        terms,
        agreedAtDesk,
      });
      if (outcome && 'orderId' in outcome) onOrderPlaced(outcome.orderId);
      else if (outcome) onRefused(outcome.failure);
    });

  return (
    <OfflineTendersPanel
      balance={balance}
      applyTender={applyTender}
      tenderTypes={tenderTypes}
      currencySymbol={currencySymbol}
      completing={busy}
      completeOrderProblem={completeOrderProblem}
      onCompleteOrder={completeOrder}
    />
  );
}

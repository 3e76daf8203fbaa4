import type { Cart } from '@leisure/api-contract/browser';
import { useGetClientQuery } from '@leisure/api-client/endpoints/siteApi';
import { TENDER_TYPES, type CheckoutOrder } from '@leisure/payment';
import type { DeskCheckout } from '@leisure/payment/checkout';
import {
  OfflineTendersPanel,
  useBasketTenders,
  useFrontOfHousePayment,
  type CashHandedOver,
} from '@leisure/payment/offlineTenders';

/** What the confirmation needs for a front-of-house receipt (docs/decisions/0621). */
export interface DeskReceipt {
  /** Some line of the basket says a receipt may be printed (the cart item's enablePrintReceipt). */
  printable: boolean;
  cash: CashHandedOver | null;
}

/** With what the checkout around it gives the desk: the customer served, the accepted terms and whenAgreed. */
export interface StaffPaymentProps extends DeskCheckout {
  cart: Cart;
  /** The order as the checkout sends it, but its terms: waivers and the offline payments (from the slice). */
  order: Omit<CheckoutOrder, 'terms'>;
  /** Told before the order is placed, so that whichever way the order id arrives the receipt goes with it. */
  onReceipt: (receipt: DeskReceipt) => void;
}

/**
 * Front of house on the basket's checkout (docs/decisions/0620): the offline tenders panel for the selected
 * customer's basket and its Complete order (POST checkout/pay, source bookings). Loaded only for staff.
 */
export function StaffPayment({
  cart,
  selectedUserId,
  currencySymbol,
  order,
  terms,
  agreedAtDesk,
  completeOrderProblem,
  whenAgreed,
  onReceipt,
  onOrderPlaced,
  onRefused,
}: StaffPaymentProps) {
  const client = useGetClientQuery(undefined);
  const tenderTypes = client.data?.offlineTenderTypes ?? TENDER_TYPES;
  const { pay, busy } = useFrontOfHousePayment();
  const applyTender = useBasketTenders(selectedUserId);

  const completeOrder = (cash: CashHandedOver | null) =>
    whenAgreed(async () => {
      onReceipt({ printable: cart.items.some((item) => item.enablePrintReceipt), cash });
      const outcome = await pay(
        {
          source: 'bookings',
          selectedUserId,
          payments: order.payments,
          completedWaivers: order.completedWaivers,
          terms,
          agreedAtDesk,
        },
        cart.uuid,
      );
      if (outcome && 'orderId' in outcome) onOrderPlaced(outcome.orderId);
      else if (outcome) onRefused(outcome.failure);
    });

  return (
    <OfflineTendersPanel
      balance={cart.totals.balance}
      applyTender={applyTender}
      tenderTypes={tenderTypes}
      currencySymbol={currencySymbol}
      completing={busy}
      completeOrderProblem={completeOrderProblem}
      onCompleteOrder={completeOrder}
    />
  );
}

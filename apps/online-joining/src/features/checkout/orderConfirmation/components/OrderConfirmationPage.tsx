import { OrderConfirmationFrame } from '@leisure/layout/orderConfirmation';
import { cashFromNavigation } from '@leisure/payment/receiptFacts';
import { JoiningBreadcrumbs } from '../../../joining/index.ts';
import { OrderConfirmed } from './OrderConfirmed.tsx';

/**
 * /order-confirmed/{orderId} (docs/product/joining.md §2, §4): where a paid or free joining order lands, confirmed with
 * the membership bought (OrderConfirmed sends the analytics transaction once per order).
 */
export function OrderConfirmationPage() {
  return (
    <OrderConfirmationFrame lookAlso="or your online account">
      {(order, navigationState) => (
        <>
          <JoiningBreadcrumbs current="Confirmation" />
          <OrderConfirmed order={order} deskCash={cashFromNavigation(navigationState)} />
        </>
      )}
    </OrderConfirmationFrame>
  );
}

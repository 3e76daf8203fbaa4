import { OrderConfirmationFrame } from '@leisure/layout/orderConfirmation';
import { cashFromNavigation } from '@leisure/payment/receiptFacts';
import { BookingsConfirmed } from './BookingsConfirmed.tsx';
import { PassUsedNote } from './PassUsedNote.tsx';

/** /order-confirmed/{orderId} on bookings (docs/product/bookings.md D24): the booked sessions of the customer's order. */
export function OrderConfirmationPage() {
  return (
    <OrderConfirmationFrame>
      {(order, navigationState) => (
        <BookingsConfirmed
          order={order}
          deskCash={cashFromNavigation(navigationState)}
          used={<PassUsedNote navigationState={navigationState} />}
        />
      )}
    </OrderConfirmationFrame>
  );
}

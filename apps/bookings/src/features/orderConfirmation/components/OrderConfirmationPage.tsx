import { useLocation, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isApiError } from '@leisure/api-client';
import { useGetOrderQuery } from '@leisure/api-client/endpoints/ordersApi';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, ScreenMessage, Spinner } from '@leisure/ui';
import { BookingsConfirmed } from './BookingsConfirmed.tsx';
import { cashFromNavigation } from '@leisure/payment/receiptFacts';

/** The route's id when it is one (digits, not zero); anything else names no order. */
function orderIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function OrderNotFound() {
  return (
    <ScreenMessage
      heading="Order not found"
      text="We could not find this order in your account. If you have just paid, check the email we sent you."
      homeHref="/"
    />
  );
}

/** /order-confirmed/{orderId} on bookings (docs/product/bookings.md D24): the customer's own order (GET orders/{id}). */
export function OrderConfirmationPage() {
  usePageTitle('Booking confirmed');
  const orderId = orderIdFrom(useParams().orderId);
  const deskCash = cashFromNavigation(useLocation().state);
  const order = useGetOrderQuery(orderId !== null ? { params: { orderId } } : skipToken);

  if (orderId === null) return <OrderNotFound />;
  if (order.isError) {
    return isApiError(order.error) && order.error.status === 404 ? <OrderNotFound /> : <FullPageError />;
  }
  if (!order.currentData) return <Spinner label="Loading your order" />;
  return <BookingsConfirmed order={order.currentData} deskCash={deskCash} />;
}

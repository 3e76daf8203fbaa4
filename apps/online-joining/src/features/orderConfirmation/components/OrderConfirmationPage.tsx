import { useLocation, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isApiError } from '@leisure/api-client';
import { loginUrlFor, useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { ButtonLink, FullPageError, ScreenMessage, Spinner } from '@leisure/ui';
import { useGetOrderQuery } from '@leisure/api-client/endpoints/ordersApi';
import { useTransactionEvent } from '../../analytics/index.ts';
import { JoiningBreadcrumbs } from '../../joining/index.ts';
import { OrderConfirmed } from './OrderConfirmed.tsx';
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
      text="We could not find this order in your account. If you have just paid, check the email we sent you or your online account."
      homeHref="/"
    />
  );
}

/**
 * /order-confirmed/{orderId} (docs/product/joining.md §2, §4): where a paid or free joining order lands. Loads the order
 * (GET /orders/{orderId}, only the customer's own) and confirms it; sends the analytics transaction once per order.
 */
export function OrderConfirmationPage() {
  usePageTitle('Confirmation');
  const orderId = orderIdFrom(useParams().orderId);
  const location = useLocation();
  const { loggedIn } = useCurrentUser();
  const order = useGetOrderQuery(loggedIn && orderId !== null ? { params: { orderId } } : skipToken);
  useTransactionEvent(order.currentData);

  if (orderId === null) return <OrderNotFound />;
  if (!loggedIn) {
    return (
      <ScreenMessage
        heading="Log in to see your order"
        text="Your order confirmation is shown only to the account that placed the order."
        homeHref="/"
      >
        <ButtonLink href={loginUrlFor(location)} variant="secondary">
          Log in
        </ButtonLink>
      </ScreenMessage>
    );
  }
  if (order.isError) {
    return isApiError(order.error) && order.error.status === 404 ? <OrderNotFound /> : <FullPageError />;
  }
  if (!order.currentData) return <Spinner label="Loading your order" />;
  return (
    <>
      <JoiningBreadcrumbs current="Confirmation" />
      <OrderConfirmed order={order.currentData} deskCash={cashFromNavigation(location.state)} />
    </>
  );
}

import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Order } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useGetOrderQuery } from '@leisure/api-client/endpoints/ordersApi';
import { loginUrlFor, useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { ButtonLink, FullPageError, ScreenMessage, Spinner } from '@leisure/ui';

/** The route's id when it is one (digits, not zero); anything else names no order. */
export function orderIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface OrderConfirmationFrameProps {
  /** Where else a customer who cannot find their order should look, after "check the email we sent you". */
  lookAlso?: string;
  /** The confirmed order as this front end shows it, with the navigation state the checkout left (desk cash). */
  children: (order: Order, navigationState: unknown) => ReactNode;
}

/**
 * /order-confirmed/{orderId} on every front end (docs/product/joining.md §2, §4; docs/product/bookings.md D24): the
 * page titled "Confirmation" (docs/product/platform.md D1), the customer's own order (GET /orders/{orderId})
 * or why it cannot be shown: not an order id, not logged in (a log-in link back here), not theirs or gone (404), or
 * the API failing. The front end says what was confirmed.
 */
export function OrderConfirmationFrame({ lookAlso, children }: OrderConfirmationFrameProps) {
  usePageTitle('Confirmation');
  const orderId = orderIdFrom(useParams().orderId);
  const location = useLocation();
  const { loggedIn } = useCurrentUser();
  const order = useGetOrderQuery(loggedIn && orderId !== null ? { params: { orderId } } : skipToken);

  if (orderId === null) return <OrderNotFound lookAlso={lookAlso} />;
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
    return isApiError(order.error) && order.error.status === 404 ? (
      <OrderNotFound lookAlso={lookAlso} />
    ) : (
      <FullPageError />
    );
  }
  if (!order.currentData) return <Spinner label="Loading your order" />;
  return children(order.currentData, location.state);
}

function OrderNotFound({ lookAlso }: { lookAlso: string | undefined }) {
  return (
    <ScreenMessage
      heading="Order not found"
      text={`We could not find this order in your account. If you have just paid, check the email we sent you${lookAlso ? ` ${lookAlso}` : ''}.`}
      homeHref="/"
    />
  );
}

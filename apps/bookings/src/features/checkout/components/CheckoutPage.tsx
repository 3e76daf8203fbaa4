import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { baseApi, listTag } from '@leisure/api-client';
import { cartQueryArg, useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';
import { showToast, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { BasketExpiryWarning, selectSelectedUserId } from '@leisure/basket';
import { readSelectedCustomer } from '@leisure/front-of-house';
import { onlinePaymentReset, PAYMENT_TOAST_MS } from '@leisure/payment';
import { CheckoutAlert } from '@leisure/payment/checkout';
import { usePageTitle } from '@leisure/theme';
import { ButtonLink, FullPageError, Spinner } from '@leisure/ui';
import { BasketCheckout, type CheckoutProblem } from './BasketCheckout.tsx';
import type { DeskReceipt } from './StaffPayment.tsx';

/** docs/product/platform.md §8 Payment, word for word. */
export const ORDER_COMPLETED_MESSAGE = 'Order completed Successfully.';

/**
 * /checkout on bookings (docs/product/bookings.md D24): paying for the customer's basket. An empty basket goes back
 * to `/` (as online joining's checkout does); a placed order says so and goes to its confirmation, before the
 * emptied basket could send the page anywhere else.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { user, error: userError } = useCurrentUser();
  const selectedUserId = useAppSelector(selectSelectedUserId);
  // `currentData`: when the customer served changes (staff, a linked account), the last basket never stands in for
  // the next one while it loads (an empty one would send the page home).
  const { currentData: basket, isError: basketFailed } = useGetCartQuery(cartQueryArg(selectedUserId));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // Front of house: the receipt to offer on the confirmation (docs/decisions/0621), and the order already left
  // for (the pay call's answer and the payment state may both report it).
  const deskReceipt = useRef<DeskReceipt | null>(null);
  const placedOrder = useRef<number | null>(null);

  function orderPlaced(orderId: number) {
    if (placedOrder.current === orderId) return;
    placedOrder.current = orderId;
    setLeaving(true);
    dispatch(showToast({ content: ORDER_COMPLETED_MESSAGE, type: 'success', closeAfter: PAYMENT_TOAST_MS }));
    const receipt = deskReceipt.current;
    void navigate(`/order-confirmed/${orderId}`, {
      replace: true,
      ...(receipt ? { state: { deskReceipt: receipt } } : {}),
    });
    dispatch(onlinePaymentReset());
    // The basket is a new, empty one now: the header's count follows.
    dispatch(baseApi.util.invalidateTags([listTag('Cart')]));
  }

  // Staff opening /checkout afresh: the customer they serve comes back from the kept selection once the staff bar
  // loads (docs/decisions/0610-staff-bar-and-selected-customer.md); until then the basket shown would be their own.
  const restoringCustomer = user?.role === 'staff' && selectedUserId === null && readSelectedCustomer(user.id) !== null;

  if (leaving) return <Spinner label="One moment" />;
  if (restoringCustomer) return <Spinner label="Loading your basket" />;
  if (basketFailed) return <FullPageError />;
  // The card form takes the profile's billing details when it first renders: wait for the profile too.
  if (!basket || (!user && !userError)) return <Spinner label="Loading your basket" />;
  if (basket.items.length === 0 && problem) {
    // The refusal released the basket's last place (its hold had run out): say why rather than leave the page.
    return (
      <>
        <h1>Checkout</h1>
        <CheckoutAlert role="alert">{problem.message}</CheckoutAlert>
        <p>Your basket is now empty. You have not been charged.</p>
        <ButtonLink href="/">Find another session</ButtonLink>
      </>
    );
  }
  if (basket.items.length === 0) return <Navigate to="/" replace />;
  return (
    <>
      <h1>Checkout: {basket.totals.formattedBalance}</h1>
      {/* Places are held for 15 minutes: the customer may keep them while paying (docs/product/bookings.md D23). */}
      <BasketExpiryWarning />
      <BasketCheckout
        cart={basket}
        selectedUserId={selectedUserId}
        onOrderPlaced={orderPlaced}
        problem={problem}
        onProblem={setProblem}
        onDeskReceipt={(receipt) => {
          deskReceipt.current = receipt;
        }}
      />
    </>
  );
}

import { lazy } from 'react';
import type { JoiningCart } from '@leisure/api-contract';
import { useCurrentUser } from '@leisure/auth';
import { useAppSelector } from '@leisure/app-store';
import { selectSelectedCustomerId } from '@leisure/front-of-house';
import { selectOfflinePayments, type PaymentFailure } from '@leisure/payment';
import { CheckoutShell } from '@leisure/payment/checkout';
import { JoiningCartSummary } from '../../joining/index.ts';
import { orderRequest } from '../checkoutRequests.ts';
import { StartOver } from './StartOver.tsx';

// Front of house only: staff serving a customer load the tenders panel, customers never do (docs/decisions/0620).
const StaffJoiningPayment = lazy(() =>
  import('./StaffJoiningPayment.tsx').then((module) => ({ default: module.StaffJoiningPayment })),
);

export interface CartCheckoutProps {
  cart: JoiningCart;
  /** The order is placed: the app shows its confirmation and resets the journey. */
  onOrderPlaced: (orderId: number) => void;
  /** "Leave this screen": the basket is cleared; the app resets the journey and goes home. */
  onStartOver: () => Promise<void>;
  /** The server refused the order because required terms were not accepted. */
  onTermsRefused: () => void;
}

/**
 * /checkout's content (docs/product/joining.md §2): the checkout both front ends share (decision 0012, source
 * 'online-joining') with the joining cart's own parts: its summary, "Cancel selection and start over", and at the
 * desk the offline tenders, which come first while the card takes what they leave (docs/decisions/0602).
 */
export function CartCheckout({ cart, onOrderPlaced, onStartOver, onTermsRefused }: CartCheckoutProps) {
  const dueNow = cart.paymentOption.costs.totalToPayNow.amount;
  const { user } = useCurrentUser();
  const servedCustomerId = useAppSelector(selectSelectedCustomerId);
  const deskPayments = useAppSelector(selectOfflinePayments);
  // At the desk the card pays what the offline tenders leave, and is sent with them (docs/decisions/0602); once
  // they pay it all, the card form and Pay give way to the panel's Complete order.
  const atDesk = user?.role === 'staff' && servedCustomerId !== null;
  const tenders = atDesk ? deskPayments : [];
  const cardAmount = Math.max(0, dueNow - tenders.reduce((sum, tender) => sum + tender.amount, 0));
  // docs/product/joining.md §4: an order refused for unaccepted terms goes back to the start with a toast.
  const refused = (failure: PaymentFailure) => {
    if (failure.refusedFields.includes('terms')) onTermsRefused();
  };

  return (
    <CheckoutShell
      amountDue={dueNow}
      cardAmount={cardAmount}
      order={orderRequest([], atDesk ? servedCustomerId : null, tenders)}
      cartTag="JoiningCart"
      termsCartId={cart.cartId}
      summary={<JoiningCartSummary cart={cart} />}
      desk={atDesk && dueNow > 0 ? (desk) => <StaffJoiningPayment {...desk} cart={cart} /> : undefined}
      deskCompletes={dueNow > 0 && tenders.length > 0 && cardAmount === 0}
      footer={<StartOver onLeave={onStartOver} />}
      onOrderPlaced={onOrderPlaced}
      onRefused={refused}
    />
  );
}

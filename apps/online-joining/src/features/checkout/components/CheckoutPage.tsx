import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectSessionFlags, showToast, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { useFrontEnd } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, Spinner } from '@leisure/ui';
import { useGetJoiningCartQuery } from '@leisure/api-client/endpoints/joiningApi';
import { useServedCustomer } from '@leisure/front-of-house';
import { JoiningBreadcrumbs, withSiteFlags } from '../../joining/index.ts';
import { useJoiningCustomer } from '../../joining/index.ts';
import { useEndKioskVisit } from '../../kiosk/index.ts';
import { useJourneyReset } from '../hooks/useJourneyReset.ts';
import { CartCheckout } from './CartCheckout.tsx';

/**
 * /checkout (docs/product/joining.md §2, §4): paying for the stored joining cart. An empty cart, or no session to hold one, goes
 * back to the joining page; unanswered required questions go back to them; required terms the server finds
 * unaccepted go back to the start with the toast. A placed order shows its confirmation and the journey starts afresh.
 */
export function CheckoutPage() {
  const { loggedIn, user, error: userError } = useCurrentUser();
  const { cartArg } = useJoiningCustomer();
  // After a reload the staff bar brings the served customer back: wait for them, not the staff member's own cart.
  const { settling } = useServedCustomer();
  const cart = useGetJoiningCartQuery(loggedIn && !settling ? cartArg : skipToken);
  const { flags } = useFrontEnd();
  const siteFlags = useAppSelector(selectSessionFlags);
  const total = cart.data?.paymentOption.costs.totalToPayNow.formatted;
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { resetJourney, clearCart } = useJourneyReset();
  const endKioskVisit = useEndKioskVisit();
  // Set when the page moves on (an order placed, the basket given up): the emptied cart must not send it to `/`
  // while the next page is still loading.
  const [leaving, setLeaving] = useState(false);
  const unanswered = Boolean(cart.data?.hasQuestions && !cart.data.answersComplete);

  // docs/product/joining.md §4: required questions unanswered at checkout send the user back to them.
  useEffect(() => {
    if (!unanswered || !cart.data) return;
    dispatch(showToast({ content: 'Please fill in required questions', type: 'warning' }));
    void navigate(`/centre/${cart.data.homeVenue.slug}?step=questions`, { replace: true });
  }, [unanswered, cart.data, dispatch, navigate]);

  function orderPlaced(orderId: number) {
    setLeaving(true);
    void navigate(withSiteFlags(`/order-confirmed/${orderId}`, siteFlags), { replace: true });
    resetJourney();
  }

  async function startOver() {
    setLeaving(true);
    if (!(await clearCart())) {
      setLeaving(false);
      return;
    }
    // On a kiosk, leaving is the end of the visit: the customer is logged out for the next one (decision 0920).
    if (flags.kiosk) await endKioskVisit();
    else void navigate('/');
  }

  function termsRefused() {
    dispatch(showToast({ content: 'Please check all required terms and conditions', type: 'warning' }));
    void navigate('/');
  }

  if (leaving) return <Spinner label="One moment" />;
  if (!loggedIn) return <Navigate to="/" replace />;
  if (cart.isError) return <FullPageError />;
  // The card form takes the profile's billing details when it first renders: opened directly (a reload, a link),
  // the page waits for the profile too, or the billing fields would start empty.
  // A cached "no cart" being fetched again (a cart stored a moment ago) is not an answer yet: wait for the fetch.
  if (settling || cart.isLoading || (cart.isFetching && !cart.data) || (!user && !userError)) {
    return <Spinner label="Loading your basket" />;
  }
  if (!cart.data) return <Navigate to="/" replace />;
  if (unanswered) return <Spinner label="Taking you to the questions" />;
  return (
    <>
      <JoiningBreadcrumbs current="Checkout" />
      <h1>Checkout{total ? `: ${total}` : ''}</h1>
      <CartCheckout
        cart={cart.data}
        onOrderPlaced={orderPlaced}
        onStartOver={startOver}
        onTermsRefused={termsRefused}
      />
    </>
  );
}

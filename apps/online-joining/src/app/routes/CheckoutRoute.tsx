import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { useFrontEnd, useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Breadcrumbs, FullPageError, Spinner } from '@leisure/ui';
import { JoiningCartSummary, useGetJoiningCartQuery } from '../../features/joiningCart/index.ts';

/**
 * /checkout (spec 02 §2): the stored joining cart and its total. Paying by card (issue 5) builds on this page; an
 * empty cart, or no session to hold one, goes back to the joining page; unanswered required questions go back to
 * them (spec 02 §4).
 */
export function CheckoutRoute() {
  const { loggedIn } = useCurrentUser();
  const cart = useGetJoiningCartQuery(loggedIn ? undefined : skipToken);
  const { flags } = useFrontEnd();
  const hrefTo = useHrefTo();
  const total = cart.data?.paymentOption.costs.totalToPayNow.formatted;
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unanswered = Boolean(cart.data?.hasQuestions && !cart.data.answersComplete);

  // Spec 02 §4: required questions unanswered at checkout send the user back to them.
  useEffect(() => {
    if (!unanswered || !cart.data) return;
    dispatch(showToast({ content: 'Please fill in required questions', type: 'warning' }));
    void navigate(`/centre/${cart.data.homeVenue.slug}?step=questions`, { replace: true });
  }, [unanswered, cart.data, dispatch, navigate]);

  if (!loggedIn) return <Navigate to="/" replace />;
  if (cart.isError) return <FullPageError />;
  if (cart.isLoading) return <Spinner label="Loading your basket" />;
  if (!cart.data) return <Navigate to="/" replace />;
  if (unanswered) return <Spinner label="Taking you to the questions" />;
  return (
    <>
      {!flags.embedded && !flags.kiosk && (
        <Breadcrumbs
          homeHref={hrefTo({ app: 'bookings', path: '/' })}
          homeLabel="Home"
          items={[{ label: 'Buy membership', href: '/' }, { label: 'Checkout' }]}
        />
      )}
      <h1>Checkout{total ? `: ${total}` : ''}</h1>
      <JoiningCartSummary cart={cart.data} />
    </>
  );
}

import { Navigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCurrentUser } from '@leisure/auth';
import { useFrontEnd, useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Breadcrumbs, FullPageError, Spinner } from '@leisure/ui';
import { JoiningCartSummary, useGetJoiningCartQuery } from '../../features/joiningCart/index.ts';

/**
 * /checkout (spec 02 §2): the stored joining cart and its total. Paying by card (issue 5) builds on this page; an
 * empty cart, or no session to hold one, goes back to the joining page (spec 02 §4).
 */
export function CheckoutRoute() {
  const { loggedIn } = useCurrentUser();
  const cart = useGetJoiningCartQuery(loggedIn ? undefined : skipToken);
  const { flags } = useFrontEnd();
  const hrefTo = useHrefTo();
  const total = cart.data?.paymentOption.costs.totalToPayNow.formatted;
  usePageTitle('Checkout');

  if (!loggedIn) return <Navigate to="/" replace />;
  if (cart.isError) return <FullPageError />;
  if (cart.isLoading) return <Spinner label="Loading your basket" />;
  if (!cart.data) return <Navigate to="/" replace />;
  return (
    <>
      {!flags.embedded && (
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

import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint } from '@leisure/api-client';
import { useGetJoiningCartQuery } from '@leisure/api-client/endpoints/joiningApi';
import { contract } from '@leisure/api-contract';
import { useAppDispatch } from '@leisure/app-store';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { customerSelected, keepSelectedCustomer } from '@leisure/front-of-house';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import { AppProviders } from '../../../src/app/AppProviders.tsx';
import { useJourneyReset } from '../../../src/features/checkout/hooks/useJourneyReset.ts';
import { OnlineJoiningApp } from '../../../src/index.ts';
import { useJoiningCustomer } from '../../../src/features/joining/cart/hooks/useJoiningCustomer.ts';
import { useSandbox } from '../../support/sandboxApi.ts';
import { customerApiClient, storeMonthlyJoiningCart } from '../../support/storedJoiningCart.ts';

// docs/decisions/0611-joining-for-the-selected-customer.md: staff serving a customer build and clear that customer's
// joining cart; every joining cart call carries selected_user_id.

const sam = demoAccounts.memberWithoutDirectDebit;

describe('joining for the customer staff are serving', () => {
  const { sandbox } = useSandbox();
  const idOf = (reference: string) =>
    (sandbox().services.db.prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;
  const samAsSelected = () => ({
    id: idOf(sam.reference),
    firstName: 'Sam',
    lastName: 'Patel',
    reference: sam.reference,
  });

  /** Sam's joining cart as staff see it (GET with selected_user_id), or null. */
  const samsCart = () =>
    callEndpoint(customerApiClient(), contract.joining.getJoiningCart, {
      query: { selectedUserId: idOf(sam.reference) },
    });

  beforeEach(async () => {
    await logInAsDemoCustomer(demoLogin('staff'));
    // Staff's own joining cart stays empty throughout.
    await callEndpoint(customerApiClient(), contract.joining.clearJoiningCart, { body: { source: 'online-joining' } });
  });

  it('after a reload, checkout waits for the staff bar to bring Sam back and shows his cart', async () => {
    await logInAsDemoCustomer(demoLogin('memberWithoutDirectDebit'));
    await storeMonthlyJoiningCart({
      centreSlug: 'manchester-aquatics',
      membershipSlug: 'gym-anywhere',
      billingDay: 15,
    });
    await logInAsDemoCustomer(demoLogin('staff'));
    keepSelectedCustomer(idOf(demoAccounts.staff.reference), samAsSelected());

    renderApp(OnlineJoiningApp, '/checkout');
    const bar = await screen.findByRole('region', { name: 'Front of house' }, { timeout: 4000 });
    expect(await within(bar).findByText(`Sam Patel, ${sam.reference}`)).toBeInTheDocument();
    // The staff member's own cart is empty: had checkout read it, it would have sent the page home.
    expect(await screen.findByRole('heading', { level: 1, name: /^Checkout/ }, { timeout: 4000 })).toBeVisible();
    expect(window.location.pathname).toBe('/checkout');
    expect(await screen.findByText('Gym Anywhere', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("reads and clears Sam's joining cart with selected_user_id", async () => {
    const stored = await storeMonthlyJoiningCart({
      centreSlug: 'manchester-aquatics',
      membershipSlug: 'gym-anywhere',
      billingDay: 15,
      selectedUserId: idOf(sam.reference),
    });
    expect(await samsCart()).not.toBeNull();

    function Serving({ children }: { children: ReactNode }) {
      return <AppProviders>{children}</AppProviders>;
    }
    const { result } = renderHook(
      () => {
        const dispatch = useAppDispatch();
        const customer = useJoiningCustomer();
        return {
          dispatch,
          customer,
          cart: useGetJoiningCartQuery(customer.cartArg),
          reset: useJourneyReset(),
        };
      },
      { wrapper: Serving },
    );
    await waitFor(() => expect(result.current.cart.data).toBeNull());
    act(() => {
      result.current.dispatch(customerSelected(samAsSelected()));
    });
    expect(result.current.customer.selectedUserId).toBe(idOf(sam.reference));
    await waitFor(() => expect(result.current.cart.data?.membershipType.id).toBe(stored.membershipType.id));

    let cleared = false;
    await act(async () => {
      cleared = await result.current.reset.clearCart();
    });
    expect(cleared).toBe(true);
    expect(await samsCart()).toBeNull();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { authApi } from '@leisure/api-client/endpoints/authApi';
import { contract } from '@leisure/api-contract';
import { selectCurrentUser } from '@leisure/auth';
import { customerSelected } from '@leisure/front-of-house';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import type { FrontEndId } from '../src/crossApp/frontEnds.ts';
import { useBasketItemCount } from '../src/basket/useBasketItemCount.ts';
import { basketLabel } from '../src/header/basketLabel.ts';
import { PageLayout } from '../src/page/PageLayout.tsx';
import { bookableSessions } from './support/customerBasket.ts';
import { renderLayout } from './support/renderLayout.tsx';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

useSandbox();

async function tokenOf(account: 'staff' | 'memberWithoutDirectDebit'): Promise<string> {
  const client = createHttpClient({ baseUrl: apiBaseUrl });
  return (await callEndpoint(client, contract.auth.login, { body: demoLogin(account) })).token;
}

function renderPage(token: string, app: FrontEndId = 'bookings', url = '/') {
  return renderLayout(
    <PageLayout logoUrl={undefined} loggedIn basketCount={0} onLogOut={() => {}} footer={null}>
      <h1>Page heading</h1>
    </PageLayout>,
    { app, token, url },
  );
}

// docs/decisions/0610-staff-bar-and-selected-customer.md
describe('the staff bar in the page frame', () => {
  it.each<FrontEndId>(['bookings', 'onlineJoining'])('shows for a member of staff on %s', async (app) => {
    renderPage(await tokenOf('staff'), app);
    expect(await screen.findByRole('region', { name: 'Front of house' })).toHaveTextContent('No customer selected');
    expect(screen.getByRole('button', { name: 'Find customer' })).toBeInTheDocument();
  });

  it('is not shown to a customer', async () => {
    const { store } = renderPage(await tokenOf('memberWithoutDirectDebit'));
    // The user has loaded, and still no bar.
    await waitFor(() => expect(selectCurrentUser(store.getState())?.role).toBe('customer'));
    expect(screen.queryByRole('region', { name: 'Front of house' })).not.toBeInTheDocument();
  });

  it('is not shown on my account, nor embedded', async () => {
    const token = await tokenOf('staff');
    for (const [app, url] of [
      ['myAccount', '/'],
      ['bookings', '/?embedded=true'],
    ] as const) {
      const { store, unmount } = renderPage(token, app, url);
      // The staff user loaded (as another part of the page would load it), and still no bar.
      await store.dispatch(authApi.endpoints.getUser.initiate(store.getState().auth.sessionId));
      expect(selectCurrentUser(store.getState())?.role).toBe('staff');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Front of house' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

/** Puts one bookable session in the basket `staffToken`'s member of staff keeps for the customer `customerId`. */
async function addForCustomer(staffToken: string, customerId: number): Promise<void> {
  const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => staffToken });
  for await (const { session, detail } of bookableSessions(client)) {
    for (const price of detail.pricingOptions) {
      try {
        await callEndpoint(client, contract.cart.addToCart, {
          body: {
            items: [{ type: 'session', id: session.id, pricingOptionId: price.id }],
            selectedUserId: customerId,
          },
        });
        return;
      } catch {
        // Not a price the customer may book: the next one.
      }
    }
  }
  throw new Error('Nothing bookable for the customer');
}

describe("the header's basket count at front of house", () => {
  it('counts the basket of the customer staff are serving', async () => {
    const staffToken = await tokenOf('staff');
    const samId = (
      await callEndpoint(
        createHttpClient({ baseUrl: apiBaseUrl, getToken: () => staffToken }),
        contract.staff.searchCustomers,
        {
          body: { q: demoAccounts.memberWithoutDirectDebit.reference },
        },
      )
    ).customers[0]!.id;
    await addForCustomer(staffToken, samId);
    function BasketCount() {
      return <p>{basketLabel(useBasketItemCount(true))}</p>;
    }
    const { store } = renderLayout(<BasketCount />, { token: staffToken });
    // The member of staff's own basket is empty.
    expect(await screen.findByText('Basket, 0 items')).toBeInTheDocument();
    act(() => {
      store.dispatch(customerSelected({ id: samId, firstName: 'Sam', lastName: 'Patel', reference: 'BW100002' }));
    });
    expect(await screen.findByText('Basket, 1 item')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { StickyBasketBar } from '../src/basket/StickyBasketBar.tsx';
import { customerWithBasket } from './support/customerBasket.ts';
import { renderLayout } from './support/renderLayout.tsx';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

// docs/decisions/0027: the basket's count, total and Checkout stay in reach while the customer scrolls.
describe('the sticky basket bar', () => {
  useSandbox();

  it("shows the basket's own count and total (GET cart) and a Checkout that goes where the basket's does", async () => {
    const token = await customerWithBasket(2);
    const cart = await callEndpoint(
      createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token }),
      contract.cart.getCart,
    );
    renderLayout(<StickyBasketBar />, { token });
    const bar = await screen.findByRole('region', { name: 'Your basket' });
    expect(within(bar).getByText(cart.totals.formattedTotal)).toBeInTheDocument();
    expect(within(bar).getByText('2 items · including VAT')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('is not shown while the basket is empty', async () => {
    const token = await customerWithBasket(0);
    await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token }), contract.cart.discardCart);
    renderLayout(<StickyBasketBar />, { token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Your basket' })).not.toBeInTheDocument();
  });

  it('is not shown to a visitor, who has no basket on the server', async () => {
    renderLayout(<StickyBasketBar />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your basket' })).not.toBeInTheDocument();
  });
});

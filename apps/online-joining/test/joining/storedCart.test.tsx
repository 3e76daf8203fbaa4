import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../../src/index.ts';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { useSandbox } from '../support/sandboxApi.ts';
import { storeMonthlyJoiningCart } from '../support/storedJoiningCart.ts';

/** Stores a joining cart for the logged-in demo member, as an earlier visit would have. */
async function storeCartForDemoMember(membershipSlug: string): Promise<{ centreSlug: string }> {
  const cart = await storeMonthlyJoiningCart({ centreSlug: 'manchester-aquatics', membershipSlug, billingDay: 15 });
  return { centreSlug: cart.homeVenue.slug };
}

describe('a stored joining cart (docs/product/joining.md §4)', () => {
  useSandbox();

  it('restores the journey: sections completed, Your details open, the choice in the summary', async () => {
    await logInAsDemoCustomer();
    const { centreSlug } = await storeCartForDemoMember('gym-anywhere');
    renderApp(OnlineJoiningApp, '/');
    expect(await screen.findByRole('region', { name: 'Your details' }, { timeout: 4000 })).toBeVisible();
    expect(window.location.pathname).toBe(`/centre/${centreSlug}`);
    expect(screen.getByRole('button', { name: 'Edit Choose your membership' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Your selection' });
    expect(await within(summary).findByText('Gym Anywhere', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('a page address naming another centre wins over the stored cart (a followed link, a log-in redirect)', async () => {
    await logInAsDemoCustomer();
    await storeCartForDemoMember('gym-anywhere');
    renderApp(OnlineJoiningApp, '/centre/salford-quays?x=1');
    const membership = await screen.findByRole('region', { name: 'Choose your membership' }, { timeout: 4000 });
    expect(await within(membership).findByRole('list', { name: 'Memberships' }, { timeout: 4000 })).toBeVisible();
    expect(window.location.pathname).toBe('/centre/salford-quays');
    expect(window.location.search).toBe('?x=1');
    expect(screen.queryByRole('region', { name: 'Your details' })).not.toBeInTheDocument();
  });

  it('at checkout, unanswered required questions send the member back to them with a toast', async () => {
    await logInAsDemoCustomer();
    const { centreSlug } = await storeCartForDemoMember('premium-anywhere');
    renderApp(OnlineJoiningApp, '/checkout');
    expect(await screen.findByText('Please fill in required questions', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/centre/${centreSlug}`));
    expect(await screen.findByRole('region', { name: 'Additional details' }, { timeout: 4000 })).toBeVisible();
  });
});

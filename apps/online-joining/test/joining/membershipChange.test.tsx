import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../../src/index.ts';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { useSandbox } from '../support/sandboxApi.ts';

describe('changing and renewing a membership (decision 0917)', () => {
  const { sandbox } = useSandbox();

  it('a guest is asked to log in first', async () => {
    renderApp(OnlineJoiningApp, '/?change=1');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/?change=1');
  });

  it('a change opens on the home centre, offers monthly options only, and is stored with the change call', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const user = userEvent.setup();
    renderApp(OnlineJoiningApp, '/?change=1');
    const membership = await screen.findByRole('region', { name: 'Choose your membership' }, { timeout: 4000 });
    expect(window.location.pathname).toBe('/centre/leeds-city');
    expect(screen.getByText(/Change your/)).toHaveTextContent('Change your Gym Anywhere membership');
    expect(within(membership).queryByRole('radio', { name: 'Single payment' })).not.toBeInTheDocument();
    const list = await within(membership).findByRole('list', { name: 'Memberships' });
    expect(within(list).queryByText('Single payment membership')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Choose this membership, Off-Peak Gym' }));

    const details = await screen.findByRole('region', { name: 'Your details' });
    const contactName = await within(details).findByRole('textbox', { name: 'Emergency contact name' });
    if (!(contactName as HTMLInputElement).value) {
      await user.type(contactName, 'Jo Morgan');
      await user.type(within(details).getByRole('textbox', { name: 'Emergency contact phone number' }), '07700 900222');
    }
    await user.click(within(details).getByRole('button', { name: 'Continue' }));
    const dates = await screen.findByRole('region', { name: 'Review & select dates' }, { timeout: 4000 });
    // The Direct Debit and billing day in place carry on; no promotion on a change.
    expect(within(dates).queryByLabelText('Billing day')).not.toBeInTheDocument();
    expect(within(dates).queryByRole('button', { name: 'Add a promo code' })).not.toBeInTheDocument();
    for (const name of [/Health commitment/, /Membership terms/]) {
      await user.click(await within(dates).findByRole('checkbox', { name }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'I Agree' }));
    }
    await user.click(within(dates).getByRole('button', { name: 'Save and continue to checkout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    const cart = sandbox().services.db.prepare('SELECT kind FROM joining_carts ORDER BY id DESC LIMIT 1').get() as
      { kind: string } | undefined;
    expect(cart?.kind).toBe('change');
    expect(screen.queryByRole('region', { name: 'Monthly payment' })).not.toBeInTheDocument();
  });

  it('a renewal the server refuses shows its reason and the way back', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    renderApp(OnlineJoiningApp, '/?renew=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('link', { name: 'Back to my memberships' })).toHaveAttribute(
      'href',
      expect.stringContaining('/memberships'),
    );
  });
});

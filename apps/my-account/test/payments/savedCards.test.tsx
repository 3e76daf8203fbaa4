import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

async function openSavedCards(account = demoCustomer) {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, '/payments');
  return screen.findByRole('region', { name: 'Saved cards' });
}

describe('Saved cards', () => {
  useSandbox();

  it('shows a valid card with its brand, last four digits and expiry, not flagged', async () => {
    const section = await openSavedCards(demoMemberWithDirectDebit);
    const card = (await within(section).findAllByRole('listitem'))[0]!;
    expect(card).toHaveTextContent('Visa ending 4242');
    expect(card).toHaveTextContent(/Expires \d{2}\/\d{2}/);
    expect(within(card).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('flags an expired card in words', async () => {
    const section = await openSavedCards();
    const card = (await within(section).findAllByRole('listitem'))[0]!;
    expect(card).toHaveTextContent('Mastercard ending 4444');
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Expired \d{2}\/\d{2}/);
  });

  it('Delete card asks first: Keep card (focused first) and Escape leave the card where it was', async () => {
    const user = userEvent.setup();
    const section = await openSavedCards();
    const deleteButton = await within(section).findByRole('button', { name: 'Delete card, Mastercard ending 4444' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your Mastercard ending 4444?' });
    expect(within(dialog).getByRole('button', { name: 'Keep card' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(section).getByText(/Mastercard/)).toBeInTheDocument();
  });

  it('confirming deletes the card: a toast says so, the list updates and focus goes to the heading', async () => {
    const user = userEvent.setup();
    const section = await openSavedCards();
    await user.click(await within(section).findByRole('button', { name: 'Delete card, Mastercard ending 4444' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your Mastercard ending 4444?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card, Mastercard ending 4444' }));
    expect(await screen.findByText('Mastercard ending 4444 deleted.')).toBeInTheDocument();
    expect(await within(section).findByText(/You have no saved cards/)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Saved cards' })).toHaveFocus());
  });
});

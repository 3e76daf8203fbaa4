import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const { injectFault } = useSandbox();
const jordan = demoLogin('customerWithPenalties');
const KEPT = 'leisure.my-account.membership-card';

async function openCard() {
  await logInAsDemoCustomer(jordan);
  const rendered = renderApp(MyAccountApp, '/membership-card');
  await screen.findByRole('heading', { level: 1, name: 'Membership card' });
  return rendered;
}

describe('Membership card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("shows the member's name, customer ID as a QR code for the desk and their current memberships", async () => {
    await openCard();
    expect(document.title).toMatch(/Membership card$/);
    const card = await screen.findByRole('article', { name: 'Jordan Lee' });
    expect(card).toHaveTextContent('Customer ID: BW100003');
    expect(card).toHaveTextContent('Home centre: Bristol Harbourside Fitness');
    const qr = within(card).getByRole('img', { name: 'QR code of customer ID BW100003' });
    expect(qr).toHaveAttribute('data-qr-value', 'BW100003');
    const memberships = within(card).getByRole('list', { name: 'Memberships' });
    expect(
      within(memberships)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Student Gym \(16-25\)Bristol Harbourside Fitness, until \d{1,2} \w+ \d{4}$/),
      'Leisure Pass ConcessionBristol Harbourside Fitness',
    ]);
  });

  it('Print card opens the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    await openCard();
    await screen.findByRole('article', { name: 'Jordan Lee' });
    await user.click(screen.getByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows this tab's last copy, and says when it was saved, when the API cannot be reached", async () => {
    const first = await openCard();
    await screen.findByRole('article', { name: 'Jordan Lee' });
    await waitFor(() => expect(sessionStorage.getItem(KEPT)).toContain('BW100003'));
    first.unmount();

    injectFault({ path: '/my-account/memberships', status: 503, count: 5 });
    await openCard();
    const notice = await screen.findByText(/^We can’t reach our system just now, so this is your card as saved at/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByRole('article', { name: 'Jordan Lee' })).toHaveTextContent('Customer ID: BW100003');
  });

  it('forgets the kept card on log-out', async () => {
    const user = userEvent.setup();
    await openCard();
    await screen.findByRole('article', { name: 'Jordan Lee' });
    await waitFor(() => expect(sessionStorage.getItem(KEPT)).not.toBeNull());
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    await waitFor(() => expect(sessionStorage.getItem(KEPT)).toBeNull());
  });
});

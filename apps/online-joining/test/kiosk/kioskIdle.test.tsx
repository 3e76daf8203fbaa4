import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnlineJoiningApp } from '../../src/index.ts';
import {
  advanceClock,
  idleWarning,
  logInAsDemoCustomer,
  renderApp,
  sessionToken,
  touchThenAwaitIdleWarning,
  useKioskIdleClock,
} from '@leisure/app-store/testing';
import { useSandbox } from '../support/sandboxApi.ts';
import { storeMonthlyJoiningCart } from '../support/storedJoiningCart.ts';

const kioskJoiningPage = '/centre/manchester-aquatics?kiosk=true&centre=manchester-aquatics';

/** The idle guard loads on demand: the clock is only worth moving once it is in place. */
async function guardInPlace() {
  await act(() => vi.dynamicImportSettled());
}

async function openKioskJoiningPage() {
  renderApp(OnlineJoiningApp, kioskJoiningPage);
  await screen.findByRole('region', { name: 'Choose your membership' }, { timeout: 4000 });
  await guardInPlace();
}

describe('kiosk idle (docs/product/joining.md §4, docs/product/modes.md D18)', () => {
  const { sandbox } = useSandbox();
  const storedCarts = (email: string) =>
    (
      sandbox()
        .services.db.prepare(
          'SELECT COUNT(*) AS carts FROM joining_carts JOIN users ON users.id = joining_carts.user_id WHERE users.email = ?',
        )
        .get(email) as { carts: number }
    ).carts;

  useKioskIdleClock();

  it('asks "Are you still there?" after 90 s untouched; Continue with my purchase starts the wait again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openKioskJoiningPage();

    const dialog = await touchThenAwaitIdleWarning(user);
    advanceClock(2_000);
    expect(within(dialog).getByText(/in 3 seconds/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue with my purchase' }));
    expect(idleWarning()).not.toBeInTheDocument();
    advanceClock(89_000);
    expect(idleWarning()).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/centre/manchester-aquatics');
    advanceClock(1_000);
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('Escape answers the warning as "Continue"; a touch while it shows does not close it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openKioskJoiningPage();
    advanceClock(90_000);
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    act(() => void window.dispatchEvent(new Event('pointermove')));
    advanceClock(2_000);
    expect(idleWarning()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(idleWarning()).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/centre/manchester-aquatics');
  });

  it('at 95 s clears the selection, empties the cart, logs out and goes to the kiosk home with the toast', async () => {
    await logInAsDemoCustomer();
    await storeMonthlyJoiningCart({
      centreSlug: 'manchester-aquatics',
      membershipSlug: 'gym-anywhere',
      billingDay: 15,
    });
    expect(storedCarts('sam.patel@example.com')).toBe(1);
    renderApp(OnlineJoiningApp, kioskJoiningPage);
    // The stored cart is restored: Your details open with the member's choice.
    await screen.findByRole('region', { name: 'Your details' }, { timeout: 4000 });
    await guardInPlace();

    advanceClock(90_000);
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    advanceClock(5_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Manchester Aquatics & Fitness' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByText('Joining form cleared due to inactivity')).toBeInTheDocument());
    expect(window.location.pathname).toBe('/kiosk');
    expect(window.location.search).toBe('?kiosk=true&centre=manchester-aquatics');
    await waitFor(() => expect(sessionToken()).toBeNull());
    expect(storedCarts('sam.patel@example.com')).toBe(0);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    // The toast goes after its 3 s.
    advanceClock(3_500);
    await waitFor(() => expect(screen.queryByText('Joining form cleared due to inactivity')).not.toBeInTheDocument());
    // The next visitor starts afresh: no restored choice, nobody logged in.
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('link', { name: 'Buy a membership' }));
    expect(await screen.findByRole('region', { name: 'Choose your membership' }, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Choose your membership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your details' })).not.toBeInTheDocument();
  });

  it('"Clear selection and go home" ends the visit at once, without the inactivity toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInAsDemoCustomer();
    await openKioskJoiningPage();
    advanceClock(90_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear selection and go home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Manchester Aquatics & Fitness' }),
    ).toBeVisible();
    await waitFor(() => expect(sessionToken()).toBeNull());
    expect(screen.queryByText('Joining form cleared due to inactivity')).not.toBeInTheDocument();
  });

  it("the kiosk bar's Log out ends the visit too: the kiosk home, nobody logged in, no choice left on screen", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInAsDemoCustomer();
    await storeMonthlyJoiningCart({
      centreSlug: 'manchester-aquatics',
      membershipSlug: 'gym-anywhere',
      billingDay: 15,
    });
    renderApp(OnlineJoiningApp, kioskJoiningPage);
    await screen.findByRole('region', { name: 'Your details' }, { timeout: 4000 });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Manchester Aquatics & Fitness' }),
    ).toBeVisible();
    await waitFor(() => expect(sessionToken()).toBeNull());
    // Logging out is not giving the membership up: the cart stays in the customer's own account.
    expect(storedCarts('sam.patel@example.com')).toBe(1);
    await user.click(screen.getByRole('link', { name: 'Buy a membership' }));
    expect(await screen.findByRole('region', { name: 'Choose your membership' }, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Choose your membership' })).not.toBeInTheDocument();
  });

  it('does not watch the kiosk home, nor a page outside kiosk mode', async () => {
    renderApp(OnlineJoiningApp, '/kiosk?kiosk=true&centre=manchester-aquatics');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Manchester Aquatics & Fitness' });
    advanceClock(120_000);
    expect(idleWarning()).not.toBeInTheDocument();
  });
});

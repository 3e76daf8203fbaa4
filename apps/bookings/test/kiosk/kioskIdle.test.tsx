import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@leisure/app-store';
import {
  advanceClock,
  demoCustomer,
  forgetSession,
  idleWarning,
  renderApp,
  sessionToken,
  touchThenAwaitIdleWarning,
  useKioskIdleClock,
} from '@leisure/app-store/testing';
import { KEPT_CHOICE_KEY, keepBasketChoice } from '@leisure/basket';
import { createFrontEndProviders } from '@leisure/layout';
import { AppRoutes } from '../../src/app/AppRoutes.tsx';
import { leavePageFor } from '../../src/features/kiosk/hooks/leavePage.ts';
import { addToBasket, logInWithEmptyBasket } from '../basket/basketPageFixtures.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// jsdom cannot load another front end's page: the end of a visit says where it would go.
vi.mock('../../src/features/kiosk/hooks/leavePage.ts', () => ({ leavePageFor: vi.fn() }));

const kiosk = '?kiosk=true&centre=leeds-city';
const kioskHomeUrl = () =>
  `http://online-joining.leisure.localhost:${window.location.port}/kiosk?kiosk=true&centre=leeds-city`;

/** The bookings app as the host mounts it, with its store at hand to look for what a visit left behind. */
function renderBookings(url: string): { store: () => AppStore } {
  let store: AppStore | undefined;
  const Providers = createFrontEndProviders('bookings', {
    createStore: () => {
      store = makeStore();
      return store;
    },
  });
  renderApp(
    () => (
      <Providers>
        <AppRoutes />
      </Providers>
    ),
    url,
  );
  return { store: () => store! };
}

async function openBasket(query = kiosk) {
  const app = renderBookings(`/basket${query}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Shopping basket' }, { timeout: 4000 })).toBeVisible();
  return app;
}

describe('kiosk idle on bookings (docs/product/modes.md D18, decisions 0920 and 0360)', () => {
  const { sandbox } = useSandbox();
  const heldPlaces = (email: string) =>
    (
      sandbox()
        .services.db.prepare(
          `SELECT COUNT(*) AS places FROM cart_items JOIN carts ON carts.id = cart_items.cart_id
           JOIN users ON users.id = carts.holder_user_id WHERE users.email = ?`,
        )
        .get(email) as { places: number }
    ).places;

  useKioskIdleClock();
  beforeEach(() => {
    forgetSession();
    sessionStorage.clear();
    vi.mocked(leavePageFor).mockClear();
  });

  it('on the basket asks "Are you still there?" after 90 s untouched; a touch before starts the wait again, Continue closes it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInWithEmptyBasket();
    await openBasket();

    const dialog = await touchThenAwaitIdleWarning(user);

    // A hand brushing the screen does not answer it; its buttons do.
    act(() => void window.dispatchEvent(new Event('pointermove')));
    advanceClock(2_000);
    expect(idleWarning()).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with my purchase' }));
    expect(idleWarning()).not.toBeInTheDocument();
    advanceClock(10_000);
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(sessionToken()).not.toBeNull();
    advanceClock(80_000);
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(idleWarning()).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/basket');
  });

  it('at 95 s empties the basket on the server, forgets the kept choice, logs out and opens the kiosk home, leaving no trace', async () => {
    await logInWithEmptyBasket();
    await addToBasket(sandbox(), { skip: 1 });
    await addToBasket(sandbox(), { skip: 2 });
    expect(heldPlaces(demoCustomer.username)).toBe(2);
    const { store } = await openBasket();
    await screen.findByRole('list', { name: 'Items' });
    // A choice still kept in this tab (one the basket refused for now, say).
    keepBasketChoice([{ type: 'session', id: 1, pricingOptionId: 1 }]);
    expect(sessionStorage.getItem(KEPT_CHOICE_KEY)).not.toBeNull();

    advanceClock(90_000);
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    advanceClock(5_000);

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(kioskHomeUrl()));
    expect(leavePageFor).toHaveBeenCalledTimes(1);
    expect(heldPlaces(demoCustomer.username)).toBe(0);
    expect(sessionToken()).toBeNull();
    expect(sessionStorage.getItem(KEPT_CHOICE_KEY)).toBeNull();
    const state = store().getState();
    expect(state.auth.token).toBeNull();
    // Nothing loaded for the customer stays cached (who they are, their people, their basket), nor toasted.
    const cached = Object.values(state.api.queries).flatMap((entry) =>
      entry?.data === undefined ? [] : [entry.endpointName],
    );
    expect(cached).not.toContain('listAttendees');
    expect(cached).not.toContain('getUser');
    expect(cached).not.toContain('getCart');
    expect(Object.values(state.api.mutations)).toHaveLength(0);
    expect(screen.queryByText('Successfully cleared order')).not.toBeInTheDocument();
  });

  it('"Clear selection and go home" on checkout ends the visit at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInWithEmptyBasket();
    await addToBasket(sandbox(), { skip: 1 });
    renderBookings(`/checkout${kiosk}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Checkout/ }, { timeout: 4000 })).toBeVisible();
    await act(() => vi.dynamicImportSettled());

    advanceClock(90_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear selection and go home' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(kioskHomeUrl()));
    expect(heldPlaces(demoCustomer.username)).toBe(0);
    expect(sessionToken()).toBeNull();
  });

  it('does not watch outside kiosk mode', async () => {
    await logInWithEmptyBasket();
    await openBasket('');
    advanceClock(120_000);
    expect(idleWarning()).not.toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agreeToCheckoutTerms, demoCustomer, fillCardForm, forgetSession, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addToBasket, logInWithEmptyBasket } from '../basket/basketPageFixtures.ts';
import { useCardProvider } from '@leisure/test-support/cardProvider';
import { server } from '../support/mswServer.ts';

/** The Hughes family (decision 0303): the parent logs in by reference (the two accounts share an email). */
const parent = { username: 'BW100004', password: demoCustomer.password };

async function payByCard(user: UserEvent) {
  await fillCardForm(user);
  await user.click(await screen.findByRole('button', { name: /^Pay £\d+\.\d\d now$/ }));
}

describe("bookings checkout with an attendee's waiver (docs/product/platform.md §7)", () => {
  const { sandbox } = useSandbox();
  useCardProvider(sandbox, server);
  const childId = () =>
    (sandbox().services.db.prepare("SELECT id FROM users WHERE reference = 'BW100005'").get() as { id: number }).id;
  const junior = (skip: number) => ({ venue: null, category: 'kids', activity: 'Junior Gym', price: 'Junior', skip });

  beforeEach(() => forgetSession());

  it('sends the waiver accepted on the basket page, without asking again', async () => {
    const user = userEvent.setup();
    await logInWithEmptyBasket(parent);
    const { cart } = await addToBasket(sandbox(), junior(0), childId());
    const [required] = cart.attendeeWaiversRequired;
    renderApp(BookingsApp, '/basket');
    const waivers = await screen.findByRole('region', { name: 'Waivers' }, { timeout: 4000 });
    await user.click(
      within(waivers).getByRole('checkbox', {
        name: `I accept the ${required!.waiver.title} for ${required!.attendee.name}`,
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Checkout' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Checkout: £/ }, { timeout: 4000 }));
    expect(screen.queryByRole('group', { name: 'Waivers' })).not.toBeInTheDocument();
    await agreeToCheckoutTerms(user);
    await payByCard(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 4000 }));
  });

  it('asks for a waiver not yet accepted, and will not pay until it is', async () => {
    const user = userEvent.setup();
    await logInWithEmptyBasket(parent);
    // A waiver is signed once per attendee (with their first order): start from one not signed yet.
    sandbox().services.db.prepare('DELETE FROM waiver_signatures WHERE user_id = ?').run(childId());
    const { cart } = await addToBasket(sandbox(), junior(1), childId());
    const [required] = cart.attendeeWaiversRequired;
    renderApp(BookingsApp, '/checkout');

    const waivers = await screen.findByRole('group', { name: 'Waivers' }, { timeout: 4000 });
    const waiver = within(waivers).getByRole('checkbox', {
      name: new RegExp(`^${required!.attendee.name} agrees to the ${required!.waiver.title.toLowerCase()}`),
    });
    await agreeToCheckoutTerms(user);
    await payByCard(user);
    // Nothing is sent: focus goes to the waiver still to agree.
    await waitFor(() => expect(waiver).toHaveFocus());
    expect(window.location.pathname).toBe('/checkout');

    await user.click(waiver);
    await user.click(screen.getByRole('button', { name: /^Pay £\d+\.\d\d now$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 4000 }));
  });
});

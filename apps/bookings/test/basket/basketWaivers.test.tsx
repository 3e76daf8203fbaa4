import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer, forgetSession, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addToBasket, logInWithEmptyBasket } from './basketPageFixtures.ts';

const { sandbox } = useSandbox();

beforeEach(() => forgetSession());

/** The Hughes family (decision 0303): the parent logs in by reference (the two accounts share an email). */
const parent = { username: 'BW100004', password: demoCustomer.password };
const childId = () =>
  (sandbox().services.db.prepare("SELECT id FROM users WHERE reference = 'BW100005'").get() as { id: number }).id;

describe('the basket of a parent booking for their child', () => {
  it("asks each attendee's waiver to be read and accepted before checking out", async () => {
    await logInWithEmptyBasket(parent);
    const { cart } = await addToBasket(
      sandbox(),
      { venue: null, category: 'kids', activity: 'Junior Gym', price: 'Junior' },
      childId(),
    );
    const [required] = cart.attendeeWaiversRequired;
    expect(required).toBeDefined();
    renderApp(BookingsApp, '/basket');

    const waivers = await screen.findByRole('region', { name: 'Waivers' });
    const accept = within(waivers).getByRole('checkbox', {
      name: `I accept the ${required!.waiver.title} for ${required!.attendee.name}`,
    });
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAccessibleDescription('Accept the waivers above to check out.');

    await userEvent.click(accept);
    expect(accept).toBeChecked();
    await waitFor(() => expect(checkout).not.toHaveAccessibleDescription());
  });

  it("chooses whose basket to show: the child's is their own", async () => {
    await logInWithEmptyBasket(parent);
    await addToBasket(sandbox(), { skip: 2 });
    renderApp(BookingsApp, '/basket');
    expect(await screen.findByRole('list', { name: 'Items' })).toBeInTheDocument();

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Basket for' }), String(childId()));
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Basket for' });
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: /\(you\)$/ }));
    expect(await screen.findByRole('list', { name: 'Items' })).toBeInTheDocument();
  });
});
